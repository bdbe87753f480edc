"""mazzo: Italian card games against the computer.

Pure-Python rules engines (Scopa, Scala 40), computer opponents and the JSON
protocol that the browser worker and ``python3 -m mazzo`` speak.
"""

__version__ = "0.1.0"
