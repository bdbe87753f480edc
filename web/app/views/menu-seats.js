/**
 * The game menu's seats, for people playing together on one device: at the table chosen, each seat
 * but the first (always a person's: the one at the device) a person's or the computer's, and each
 * person's name, typed as plain text (their own, or the seat's default shown as the placeholder).
 * It only draws and keeps the picks in the list it is handed (app/core/together.js's People).
 */
import { NAME_LENGTH } from "../../ui/settings.js";
import { strings } from "../../ui/strings.js";

const make = (/** @type {string} */ tag, /** @type {string} */ className = "", /** @type {string | undefined} */ text = undefined) => {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
};

/** The group `fieldset[data-option="seats"]`: a row per seat (`[data-seat]`), picks kept in `people`. */
export function seatsGroup(/** @type {import("../core/together.js").People} */ people) {
  const words = strings.together;
  const fieldset = make("fieldset", "menu-option menu-seats");
  fieldset.dataset.option = "seats";
  fieldset.append(make("legend", "", words.seats));
  people.forEach((name, seat) => {
    const row = make("div", "seat-row");
    row.dataset.seat = String(seat);
    row.append(make("span", "seat-number", words.seat(seat + 1)));
    const field = /** @type {HTMLInputElement} */ (make("input", "seat-name"));
    field.type = "text";
    field.maxLength = NAME_LENGTH;
    field.autocomplete = "off";
    field.placeholder = words.defaultName(seat + 1);
    field.value = name ?? "";
    field.hidden = name === null;
    field.setAttribute("aria-label", words.nameLabel(seat + 1));
    field.addEventListener("input", () => (people[seat] = field.value));
    if (seat > 0) {
      const kinds = make("div", "segments");
      for (const kind of ["person", "computer"]) {
        const label = make("label", "segment");
        const input = /** @type {HTMLInputElement} */ (make("input"));
        input.type = "radio";
        input.name = `menu-seat-${seat}`;
        input.value = kind;
        input.checked = (kind === "person") === (name !== null);
        input.addEventListener("change", () => {
          if (!input.checked) return;
          people[seat] = kind === "person" ? field.value : null;
          field.hidden = kind !== "person";
        });
        label.append(input, make("span", "segment-label", kind === "person" ? words.person : words.computer));
        kinds.append(label);
      }
      row.append(kinds);
    }
    row.append(field);
    fieldset.append(row);
  });
  return fieldset;
}
