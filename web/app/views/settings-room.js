/**
 * The settings room: draws the room it is handed (sections of controls, with
 * their words and values) in its dialog, and calls back with each change. It
 * decides nothing: app/plugins/preferences.js builds the room and applies each
 * change (the controls already show it; the room is drawn again when its
 * words change, in another language).
 *
 * A choice is a group of radio buttons under its legend, a switch a checkbox,
 * the volume a slider: native controls, so keys, taps and screen readers work
 * as everywhere else.
 */

/**
 * @typedef {{value: string, label: string, lang?: string}} Option
 * @typedef {{kind: "choice", name: string, legend: string, options: Option[], value: string}
 *   | {kind: "switch", name: string, label: string, value: boolean}
 *   | {kind: "range", name: string, label: string, value: number, format: (value: number) => string}} Control
 * @typedef {{heading: string, controls: Control[]}} Section a heading (none: "") over its controls
 * @typedef {{title: string, close: string, sections: Section[]}} Room
 * @typedef {(name: string, value: string | boolean | number) => void} OnChange
 */

/** Draws `room` in `dialog`, the focus kept on the control that had it; `onChange(name, value)` hears each change. */
export function drawSettingsRoom(/** @type {HTMLDialogElement} */ dialog, /** @type {Room} */ room, /** @type {OnChange} */ onChange) {
  const focused = /** @type {HTMLInputElement | null} */ (dialog.querySelector("input:focus"));
  const heading = element("h2", "title", room.title);
  heading.id = `${dialog.id}-title`;
  dialog.setAttribute("aria-labelledby", heading.id);
  const body = element("div", "sections");
  for (const section of room.sections) {
    const part = element("section", "section");
    if (section.heading) part.append(element("h3", "section-title", section.heading));
    part.append(...section.controls.map((control) => controlOf(control, onChange)));
    body.append(part);
  }
  // The title and Close stay in sight at the top while the room scrolls.
  const close = element("button", "secondary close", room.close);
  close.type = "button";
  close.addEventListener("click", () => dialog.close());
  const head = element("div", "head");
  head.append(heading, close);
  dialog.replaceChildren(head, body);
  if (focused) {
    const again = dialog.querySelector(`input[data-setting="${focused.dataset.setting}"]${focused.type === "radio" ? `[value="${focused.value}"]` : ""}`);
    /** @type {HTMLElement | null} */ (again)?.focus();
  }
}

/** Opens the room's dialog; once it is closed (Esc, Close), the focus goes back to `opener`. */
export function openSettingsRoom(/** @type {HTMLDialogElement} */ dialog, /** @type {HTMLElement | null} */ opener) {
  dialog.addEventListener("close", () => opener?.focus(), { once: true });
  dialog.showModal();
  /** @type {HTMLElement | null} */ (dialog.querySelector("input:checked, input"))?.focus();
}

/** One control, wired to `onChange`. */
function controlOf(/** @type {Control} */ control, /** @type {OnChange} */ onChange) {
  if (control.kind === "choice") {
    const group = element("fieldset", "choice");
    group.dataset.setting = control.name;
    group.append(element("legend", "", control.legend));
    const options = element("div", "options");
    for (const option of control.options) {
      const input = inputFor("radio", control.name);
      input.name = `setting-${control.name}`;
      input.value = option.value;
      input.checked = option.value === control.value;
      input.addEventListener("change", () => input.checked && onChange(control.name, option.value));
      const label = element("label", "option");
      const text = element("span", "", option.label);
      if (option.lang) text.lang = option.lang;
      label.append(input, text);
      options.append(label);
    }
    group.append(options);
    return group;
  }
  const label = element("label", control.kind);
  if (control.kind === "switch") {
    const input = inputFor("checkbox", control.name);
    input.checked = control.value;
    input.addEventListener("change", () => onChange(control.name, input.checked));
    label.append(input, element("span", "", control.label));
    return label;
  }
  // A slider (0 to 1, in steps of 5 %) says its value beside it as it moves.
  const input = inputFor("range", control.name);
  Object.assign(input, { min: "0", max: "100", step: "5", value: String(Math.round(control.value * 100)) });
  const output = element("output", "");
  const say = () => {
    const text = control.format(Number(input.value) / 100);
    output.textContent = text;
    input.setAttribute("aria-valuetext", text);
  };
  say();
  input.addEventListener("input", () => {
    say();
    onChange(control.name, Number(input.value) / 100);
  });
  label.append(element("span", "", control.label), input, output);
  return label;
}

function inputFor(/** @type {string} */ type, /** @type {string} */ setting) {
  const input = document.createElement("input");
  input.type = type;
  input.dataset.setting = setting;
  return input;
}

/** @template {keyof HTMLElementTagNameMap} Tag */
function element(/** @type {Tag} */ tag, /** @type {string} */ className, /** @type {string} */ text = "") {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (text) node.textContent = text;
  return node;
}
