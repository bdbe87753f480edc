/** The empty card table: green felt, lit from the middle, with a stitched border. */
export function paintFelt(context, width, height) {
  const light = context.createRadialGradient(
    width / 2, height * 0.45, 0,
    width / 2, height * 0.45, Math.hypot(width, height) * 0.6,
  );
  light.addColorStop(0, "#2f8a4e");
  light.addColorStop(0.6, "#1f6b3a");
  light.addColorStop(1, "#0e3d20");
  context.fillStyle = light;
  context.fillRect(0, 0, width, height);

  const inset = Math.max(8, Math.min(width, height) * 0.03);
  context.save();
  context.strokeStyle = "rgba(230, 214, 160, 0.28)";
  context.lineWidth = 1.5;
  context.setLineDash([6, 5]);
  context.beginPath();
  context.roundRect(inset, inset, width - 2 * inset, height - 2 * inset, inset * 1.5);
  context.stroke();
  context.restore();
}
