// The family's controls (static/page.js puts them on the bridge: page.controls).

// The family's controls, built from the data py/app/controls.py hands over (one call: built
// from Python an element and a property at a time, a peg board's two menus of twenty-odd
// holes were ~10 ms of the board's start). {options: [{key, label, choices: [[value, text,
// selected]]}], actions: [{id, label, input?}], main: [ids]}: each setting a select in
// #options (id option-KEY), each action a button (id: the action's) or, with `input`, a text
// box (id input-ID) and its button; the `main` ones under the board (#main-actions, in that
// order), the others in the tools (#actions); an action with a `why` is marked
// aria-disabled with that reason as its title and description (a press still answers, saying
// why). onOption(event) hears a setting's change,
// onAction(id) a button, onAction(id, text) a text box's button or Enter. Texts are set as
// text, never as markup.
export const controls = {
  build(json, onOption, onAction) {
    const { options, actions, main } = JSON.parse(json);
    const form = document.getElementById("options");
    form.textContent = "";
    for (const option of options) {
      const label = document.createElement("label");
      label.textContent = option.label + " ";
      const select = document.createElement("select");
      select.name = option.key;
      select.id = "option-" + option.key;
      for (const [value, text, selected] of option.choices) select.append(new Option(text, value, false, selected));
      select.addEventListener("change", (event) => onOption(event));
      label.append(select);
      form.append(label);
    }
    const box = document.getElementById("actions");
    const under = document.getElementById("main-actions");
    box.textContent = "";
    under.textContent = "";
    const mains = {};
    for (const action of actions) {
      const button = document.createElement("button");
      button.type = "button";
      button.id = action.id;
      button.textContent = action.label;
      if ("input" in action) { // a position typed or pasted: read as text (value) only
        const holder = document.createElement("span");
        holder.className = "text-action";
        const field = document.createElement("input");
        field.type = "text";
        field.id = "input-" + action.id;
        field.maxLength = 400;
        field.placeholder = action.input;
        field.setAttribute("aria-label", action.label);
        button.addEventListener("click", () => onAction(action.id, field.value));
        field.addEventListener("keydown", (event) => {
          if (event.key !== "Enter") return;
          event.preventDefault();
          onAction(action.id, field.value);
        });
        holder.append(field, button);
        box.append(holder);
        continue;
      }
      if (action.why) { // can not answer here: still focusable, its reason on hover and focus
        button.setAttribute("aria-disabled", "true");
        button.setAttribute("aria-description", action.why);
        button.title = action.why;
      }
      button.addEventListener("click", () => onAction(action.id));
      if (main.includes(action.id)) mains[action.id] = button;
      else box.append(button);
    }
    for (const id of main) if (mains[id]) under.append(mains[id]);
  },
};
