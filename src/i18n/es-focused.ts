// The focused pages' titles (/mi-carta, /diario, /compatibilidad): each loads with its own page's chunk, never with
// the first paint. The sections they show bring their own texts.

export const esFocused = {
  myChart: 'Mi carta natal',
  journal: 'Tu diario del tarot',
  compatibility: 'Compatibilidad',
} as const;
