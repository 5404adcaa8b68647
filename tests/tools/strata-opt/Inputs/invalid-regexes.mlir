// expected-error-re {{a {{(b}} c}}

// -----

// expected-error-re {{a {{[b}} c}}

// -----

// expected-error-re {{a {{x)}} c}}
