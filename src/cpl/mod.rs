//! CPL, the language of Strachey's 1966 checkers program: syntax tree, parser, printer,
//! interpreter and translator.

pub mod ast;
