// react-router 7 needs TextEncoder, which jsdom does not provide.
const util = require('node:util');
Object.assign(globalThis, { TextEncoder: util.TextEncoder, TextDecoder: util.TextDecoder });
if (!globalThis.structuredClone) globalThis.structuredClone = (v) => JSON.parse(JSON.stringify(v));
// jsdom has no fetch of its own in every version; tests install their own mock (see @coffee/platform/testing).
if (!window.matchMedia) {
  window.matchMedia = (query) => ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener() {},
    removeEventListener() {},
    addListener() {},
    removeListener() {},
    dispatchEvent() {
      return false;
    },
  });
}
// jsdom logs "Not implemented: window.scrollTo" on every navigation (layouts scroll to top).
window.scrollTo = () => {};
if (!Element.prototype.scrollIntoView) Element.prototype.scrollIntoView = function () {};
// jest-fixed-jsdom swaps in Node's FormData, which cannot read a <form>. React 19 builds
// `new FormData(form, submitter)` when a submit handler starts a transition (react-router's
// navigate does), so give FormData the browser's form-reading constructor back.
const NodeFormData = globalThis.FormData;

class FormDataFromForm extends NodeFormData {
  constructor(form, submitter) {
    super();
    if (!form) return;
    for (const element of form.elements) {
      if (!element.name || element.disabled) continue;
      if ((element.type === 'checkbox' || element.type === 'radio') && !element.checked) continue;
      if (element.type === 'submit' || element.type === 'button') continue;
      this.append(element.name, element.value);
    }
    if (submitter && submitter.name) this.append(submitter.name, submitter.value);
  }
}

globalThis.FormData = FormDataFromForm;
