// What a birth-data form says when a field is refused, in the words of the person typing their own data (the chart
// form and an invitation's form); the compatibility form speaks of someone else and keeps its own.

export const ownBirthDataMessages = {
  dateRequired: 'Indica tu fecha de nacimiento.',
  dateInvalid: 'Esa fecha no es válida.',
  dateTooEarly: 'La fecha debe ser posterior al 1 de enero de 1800.',
  dateInFuture: 'La fecha de nacimiento no puede estar en el futuro.',
  timeInvalid: 'La hora debe tener el formato HH:MM.',
  placeRequired: 'Indica tu lugar de nacimiento como «Ciudad, País».',
  placeTooLong: 'El lugar de nacimiento es demasiado largo (máximo 120 caracteres).',
} as const;
