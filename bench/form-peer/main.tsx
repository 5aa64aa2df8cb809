import Form from '@rjsf/core';
import type { RJSFSchema } from '@rjsf/utils';
import validator from '@rjsf/validator-ajv8';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { wideSchema } from './wideForm.ts';

// The peer of the keystroke benchmark: the 200-field form rendered by @rjsf/core, validating live
// as the user types (liveValidate), as a form that shows messages while typing must.
const schema = wideSchema() as RJSFSchema;

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Form
      schema={schema}
      validator={validator}
      liveValidate="onChange"
      noHtml5Validate
      showErrorList={false}
    />
  </StrictMode>,
);
