// Components of the navigation group; each folder exports its own public API.
export {};
