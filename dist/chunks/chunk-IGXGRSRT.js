const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  require_applicator,
  require_core2 as require_core,
  require_format,
  require_metadata,
  require_validation
} from "./chunk-2FS3JIAG.js";
import {
  __commonJS
} from "./chunk-QKXLR4XC.js";

// node_modules/ajv/dist/vocabularies/draft7.js
var require_draft7 = __commonJS({
  "node_modules/ajv/dist/vocabularies/draft7.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var core_1 = require_core();
    var validation_1 = require_validation();
    var applicator_1 = require_applicator();
    var format_1 = require_format();
    var metadata_1 = require_metadata();
    var draft7Vocabularies = [
      core_1.default,
      validation_1.default,
      (0, applicator_1.default)(),
      format_1.default,
      metadata_1.metadataVocabulary,
      metadata_1.contentVocabulary
    ];
    exports.default = draft7Vocabularies;
  }
});

export {
  require_draft7
};
