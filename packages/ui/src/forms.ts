// Components of the forms group; each folder exports its own public API.
export {};
