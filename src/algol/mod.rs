//! ALGOL 60 in the dialect of «Библиотека алгоритмов»: syntax tree, parser, printer,
//! interpreter.
