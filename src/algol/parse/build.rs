//! pest's pairs -> the syntax tree: statements, declarations, expressions with their
//! precedence folded left, numbers, strings (MARST's C escapes), identifiers normalised.

use pest::iterators::Pair;

use super::*;

pub(super) struct Builder<'s> {
    pub(super) source: &'s Source,
    pub(super) representation: Representation,
}

/// Where the text uses a spelling only MARST's representation has, and which, in text order.
pub(super) fn marst_spellings(program: Pair<Rule>) -> Vec<(Span, &'static str)> {
    let mut found = Vec::new();
    for p in program.into_inner().flatten() {
        let what = match p.as_rule() {
            Rule::op_not if p.as_str() == "!" => "`!` for `¬`",
            Rule::op_impl if p.as_str() == "->" => "`->` for `⊃`",
            Rule::number if p.as_str().contains('#') => "`#` for `₁₀`",
            Rule::string if p.as_str().starts_with('"') => {
                if p.clone().into_inner().count() > 1 {
                    "a string written as adjacent parts"
                } else if p.as_str().contains('\\') && !only_newline_escapes(p.as_str()) {
                    "a C escape in a string"
                } else {
                    continue;
                }
            }
            _ => continue,
        };
        found.push((span_of(&p), what));
    }
    found
}

/// The reference representation's one escape: `\n`, which `outstring` prints as a new line.
fn only_newline_escapes(text: &str) -> bool {
    let mut chars = text.chars();
    while let Some(c) = chars.next() {
        if c == '\\' && chars.next() != Some('n') {
            return false;
        }
    }
    true
}

/// A MARST string part's C escapes, read: `\n \t \r \a \b \f \v \0 \\ \" \'`, `\xHH`
/// and octal `\ooo`; anything else after a backslash is refused in words.
fn c_unescape(part: &str) -> Result<String, String> {
    let mut out = String::new();
    let mut chars = part.chars().peekable();
    while let Some(c) = chars.next() {
        if c != '\\' {
            out.push(c);
            continue;
        }
        let Some(e) = chars.next() else {
            return Err("a string ends in a lone backslash".into());
        };
        out.push(match e {
            'n' => '\n',
            't' => '\t',
            'r' => '\r',
            'a' => '\u{7}',
            'b' => '\u{8}',
            'f' => '\u{c}',
            'v' => '\u{b}',
            '\\' | '"' | '\'' | '?' => e,
            'x' => {
                // As in C, which MARST hands its strings to: the escape takes every hex
                // digit that follows (`\x60abc` is one escape), and the byte is the low 8
                // bits of the number, as gcc keeps them.
                let mut code: Option<u32> = None;
                while let Some(d) = chars.peek().and_then(|d| d.to_digit(16)) {
                    code = Some((code.unwrap_or(0) << 4 | d) & 0xff);
                    chars.next();
                }
                let code =
                    code.ok_or_else(|| "`\\x` must be followed by hexadecimal digits".to_string())?;
                // One byte: 128 and above stand for themselves (see `byte_char`).
                crate::algol::io::byte_char(code as u8)
            }
            '0'..='7' => {
                let mut code = e.to_digit(8).unwrap_or(0);
                for _ in 0..2 {
                    match chars.peek().and_then(|d| d.to_digit(8)) {
                        Some(d) => {
                            code = code * 8 + d;
                            chars.next();
                        }
                        None => break,
                    }
                }
                // C keeps the low byte of an octal escape past `\377`.
                crate::algol::io::byte_char((code & 0xff) as u8)
            }
            other => return Err(format!("`\\{other}` is no escape MARST knows")),
        });
    }
    Ok(out)
}

type Res<T> = Result<T, Diagnostic>;

fn span_of(p: &Pair<Rule>) -> Span {
    let s = p.as_span();
    Span::new(s.start(), s.end())
}

impl<'s> Builder<'s> {
    pub(super) fn program(&self, pair: Pair<Rule>) -> Res<Program> {
        let span = span_of(&pair);
        let mut labels = Vec::new();
        let mut body = None;
        for p in pair.into_inner() {
            match p.as_rule() {
                Rule::label => labels.push(self.label(p)),
                Rule::block | Rule::compound => body = Some(self.unlabelled(p)?),
                _ => {}
            }
        }
        let kind = body.ok_or_else(|| self.source.error(span, "the text holds no program"))?;
        Ok(Program {
            body: Statement { labels, kind, span },
        })
    }

    fn ident(&self, p: Pair<Rule>) -> Ident {
        let text = p.as_str();
        Ident {
            name: normalise(text),
            text: spelling(text),
            span: span_of(&p),
        }
    }

    fn label(&self, p: Pair<Rule>) -> Label {
        let span = span_of(&p);
        let inner = p.into_inner().next();
        match inner {
            Some(i) if i.as_rule() == Rule::ident => self.ident(i),
            Some(i) => {
                let digits = i.as_str().trim_start_matches('0');
                let digits = if digits.is_empty() { "0" } else { digits };
                Ident {
                    name: digits.to_string(),
                    text: digits.to_string(),
                    span,
                }
            }
            None => Ident {
                name: String::new(),
                text: String::new(),
                span,
            },
        }
    }

    fn statement(&self, p: Pair<Rule>) -> Res<Statement> {
        let span = span_of(&p);
        let mut labels = Vec::new();
        let mut kind = StatementKind::Dummy;
        for q in p.into_inner() {
            match q.as_rule() {
                Rule::label => labels.push(self.label(q)),
                _ => kind = self.unlabelled(q)?,
            }
        }
        Ok(Statement { labels, kind, span })
    }

    fn unlabelled(&self, p: Pair<Rule>) -> Res<StatementKind> {
        // Where an incomplete construct is reported: the construct itself.
        let here = span_of(&p);
        Ok(match p.as_rule() {
            Rule::dummy => StatementKind::Dummy,
            Rule::compound => {
                let mut body = Vec::new();
                let mut end_comment = None;
                for q in p.into_inner() {
                    match q.as_rule() {
                        Rule::statement => body.push(self.statement(q)?),
                        Rule::end_comment => end_comment = end_comment_text(q.as_str()),
                        _ => {}
                    }
                }
                StatementKind::Compound { body, end_comment }
            }
            Rule::block => {
                let mut declarations = Vec::new();
                let mut body = Vec::new();
                let mut end_comment = None;
                for q in p.into_inner() {
                    match q.as_rule() {
                        Rule::statement => body.push(self.statement(q)?),
                        Rule::end_comment => end_comment = end_comment_text(q.as_str()),
                        Rule::kw_begin | Rule::kw_end => {}
                        _ => declarations.push(self.declaration(q)?),
                    }
                }
                StatementKind::Block(Block {
                    declarations,
                    body,
                    end_comment,
                })
            }
            Rule::goto_statement => {
                let e = p.into_inner().nth(1).map(|e| self.expr(e)).transpose()?;
                StatementKind::Goto(e.ok_or_else(|| self.missing(&here))?)
            }
            Rule::assignment => {
                let mut targets = Vec::new();
                let mut value = None;
                for q in p.into_inner() {
                    match q.as_rule() {
                        Rule::variable => targets.push(self.variable(q)?),
                        _ => value = Some(self.expr(q)?),
                    }
                }
                StatementKind::Assign {
                    targets,
                    value: value.ok_or_else(|| self.missing(&here))?,
                }
            }
            Rule::procedure_statement => {
                let mut inner = p.into_inner();
                let name = self.ident(inner.next().ok_or_else(|| self.missing(&here))?);
                let args = match inner.next() {
                    Some(list) => self.exprs(list)?,
                    None => Vec::new(),
                };
                StatementKind::Call { name, args }
            }
            Rule::conditional => {
                let mut condition = None;
                let mut then = None;
                let mut otherwise = None;
                for q in p.into_inner() {
                    match q.as_rule() {
                        Rule::expression => condition = Some(self.expr(q)?),
                        Rule::then_statement => then = Some(self.statement(q)?),
                        Rule::statement => otherwise = Some(Box::new(self.statement(q)?)),
                        _ => {}
                    }
                }
                match (condition, then) {
                    (Some(condition), Some(then)) => StatementKind::If {
                        condition,
                        then: Box::new(then),
                        otherwise,
                    },
                    _ => return Err(self.missing(&here)),
                }
            }
            Rule::for_statement => {
                let mut variable = None;
                let mut elements = Vec::new();
                let mut body = None;
                for q in p.into_inner() {
                    match q.as_rule() {
                        Rule::variable => variable = Some(self.variable(q)?),
                        Rule::for_list => {
                            for e in q.into_inner() {
                                elements.push(self.for_element(e)?);
                            }
                        }
                        Rule::statement => body = Some(self.statement(q)?),
                        _ => {}
                    }
                }
                match (variable, body) {
                    (Some(variable), Some(body)) => StatementKind::For {
                        variable,
                        elements,
                        body: Box::new(body),
                    },
                    _ => return Err(self.missing(&here)),
                }
            }
            _ => {
                return Err(self
                    .source
                    .error(span_of(&p), "this is not a statement the parser knows"))
            }
        })
    }

    fn missing(&self, span: &Span) -> Diagnostic {
        self.source.error(*span, "incomplete construct")
    }

    fn for_element(&self, p: Pair<Rule>) -> Res<ForElement> {
        let here = span_of(&p);
        let mut exprs = Vec::new();
        let mut kind = 0;
        for q in p.into_inner() {
            match q.as_rule() {
                Rule::kw_step => kind = 1,
                Rule::kw_while => kind = 2,
                Rule::kw_until => {}
                _ => exprs.push(self.expr(q)?),
            }
        }
        let mut it = exprs.into_iter();
        let (a, b, c) = (it.next(), it.next(), it.next());
        Ok(match (kind, a, b, c) {
            (1, Some(start), Some(step), Some(limit)) => {
                ForElement::StepUntil { start, step, limit }
            }
            (2, Some(value), Some(condition), _) => ForElement::While { value, condition },
            (_, Some(e), _, _) => ForElement::Single(e),
            _ => return Err(self.missing(&here)),
        })
    }

    fn variable(&self, p: Pair<Rule>) -> Res<Variable> {
        let span = span_of(&p);
        let inner = p.into_inner().next().ok_or_else(|| self.missing(&span))?;
        match inner.as_rule() {
            Rule::subscripted => {
                let mut it = inner.into_inner();
                let name = self.ident(it.next().ok_or_else(|| self.missing(&span))?);
                let subs = match it.next() {
                    Some(list) => self.exprs(list)?,
                    None => Vec::new(),
                };
                Ok(Variable {
                    name,
                    subscripts: Some(subs),
                    span,
                })
            }
            _ => Ok(Variable {
                name: self.ident(inner),
                subscripts: None,
                span,
            }),
        }
    }

    fn exprs(&self, p: Pair<Rule>) -> Res<Vec<Expr>> {
        p.into_inner().map(|q| self.expr(q)).collect()
    }

    fn declaration(&self, p: Pair<Rule>) -> Res<Declaration> {
        let span = span_of(&p);
        match p.as_rule() {
            Rule::type_declaration => {
                let mut own = false;
                let mut ty = Type::Real;
                let mut names = Vec::new();
                for q in p.into_inner() {
                    match q.as_rule() {
                        Rule::own => own = true,
                        Rule::type_word => ty = type_of(q),
                        Rule::ident_list => names = q.into_inner().map(|i| self.ident(i)).collect(),
                        _ => {}
                    }
                }
                Ok(Declaration::Simple {
                    own,
                    ty,
                    names,
                    span,
                })
            }
            Rule::array_declaration => {
                let mut own = false;
                let mut ty = None;
                let mut segments = Vec::new();
                for q in p.into_inner() {
                    match q.as_rule() {
                        Rule::own => own = true,
                        Rule::type_word => ty = Some(type_of(q)),
                        Rule::array_segment => {
                            let mut names = Vec::new();
                            let mut bounds = Vec::new();
                            for r in q.into_inner() {
                                match r.as_rule() {
                                    Rule::ident_list => {
                                        names = r.into_inner().map(|i| self.ident(i)).collect()
                                    }
                                    _ => {
                                        let mut b = r.into_inner();
                                        let (lo, hi) = (b.next(), b.next());
                                        match (lo, hi) {
                                            (Some(lo), Some(hi)) => {
                                                bounds.push((self.expr(lo)?, self.expr(hi)?))
                                            }
                                            _ => return Err(self.missing(&span)),
                                        }
                                    }
                                }
                            }
                            segments.push(ArraySegment { names, bounds });
                        }
                        _ => {}
                    }
                }
                Ok(Declaration::Array {
                    own,
                    ty,
                    segments,
                    span,
                })
            }
            Rule::switch_declaration => {
                let mut name = None;
                let mut elements = Vec::new();
                for q in p.into_inner() {
                    match q.as_rule() {
                        Rule::ident => name = Some(self.ident(q)),
                        Rule::expression_list => elements = self.exprs(q)?,
                        _ => {}
                    }
                }
                Ok(Declaration::Switch {
                    name: name.ok_or_else(|| self.missing(&span))?,
                    elements,
                    span,
                })
            }
            Rule::procedure_declaration => {
                let mut ty = None;
                let mut name = None;
                let mut params = Vec::new();
                let mut values = Vec::new();
                let mut specs = Vec::new();
                let mut body = None;
                for q in p.into_inner() {
                    match q.as_rule() {
                        Rule::type_word => ty = Some(type_of(q)),
                        Rule::ident => name = Some(self.ident(q)),
                        Rule::formal_parameters => {
                            params = q.into_inner().map(|i| self.ident(i)).collect()
                        }
                        Rule::value_part => {
                            for r in q.into_inner() {
                                if r.as_rule() == Rule::ident_list {
                                    values = r.into_inner().map(|i| self.ident(i)).collect();
                                }
                            }
                        }
                        Rule::specification => {
                            let mut specifier = None;
                            let mut names = Vec::new();
                            for r in q.into_inner() {
                                match r.as_rule() {
                                    Rule::specifier => specifier = Some(specifier_of(r)),
                                    _ => names = r.into_inner().map(|i| self.ident(i)).collect(),
                                }
                            }
                            if let Some(specifier) = specifier {
                                specs.push(Specification { specifier, names });
                            }
                        }
                        Rule::statement => body = Some(self.statement(q)?),
                        _ => {}
                    }
                }
                Ok(Declaration::Procedure(Box::new(Procedure {
                    ty,
                    name: name.ok_or_else(|| self.missing(&span))?,
                    params,
                    values,
                    specs,
                    body: body.ok_or_else(|| self.missing(&span))?,
                    span,
                })))
            }
            _ => Err(self.source.error(span, "this is not a declaration")),
        }
    }

    // -----------------------------------------------------------------------------------------
    // Expressions

    fn expr(&self, p: Pair<Rule>) -> Res<Expr> {
        let span = span_of(&p);
        match p.as_rule() {
            Rule::expression => {
                let inner = p.into_inner().next().ok_or_else(|| self.missing(&span))?;
                self.expr(inner)
            }
            Rule::if_expression => {
                let mut es = Vec::new();
                for q in p.into_inner() {
                    if !matches!(q.as_rule(), Rule::kw_if | Rule::kw_then | Rule::kw_else) {
                        es.push(self.expr(q)?);
                    }
                }
                let mut it = es.into_iter();
                match (it.next(), it.next(), it.next()) {
                    (Some(c), Some(t), Some(o)) => Ok(Expr {
                        kind: ExprKind::If {
                            condition: Box::new(c),
                            then: Box::new(t),
                            otherwise: Box::new(o),
                        },
                        span,
                    }),
                    _ => Err(self.missing(&span)),
                }
            }
            Rule::simple_expression
            | Rule::implication
            | Rule::bool_term
            | Rule::bool_factor
            | Rule::term
            | Rule::factor => self.left_assoc(p),
            Rule::relation => self.left_assoc(p),
            Rule::bool_secondary => {
                let mut nots = 0;
                let mut operand = None;
                for q in p.into_inner() {
                    match q.as_rule() {
                        Rule::op_not => nots += 1,
                        _ => operand = Some(self.expr(q)?),
                    }
                }
                let mut e = operand.ok_or_else(|| self.missing(&span))?;
                for _ in 0..nots {
                    e = Expr {
                        kind: ExprKind::Unary {
                            op: UnaryOp::Not,
                            operand: Box::new(e),
                        },
                        span,
                    };
                }
                Ok(e)
            }
            Rule::arithmetic => {
                let mut inner = p.into_inner().peekable();
                let sign = match inner.peek().map(|q| q.as_rule()) {
                    Some(Rule::sign) => inner.next().map(|s| s.as_str() == "-"),
                    _ => None,
                };
                let first = inner.next().ok_or_else(|| self.missing(&span))?;
                let first_span = span_of(&first);
                let mut acc = self.expr(first)?;
                if let Some(minus) = sign {
                    acc = Expr {
                        kind: ExprKind::Unary {
                            op: if minus { UnaryOp::Minus } else { UnaryOp::Plus },
                            operand: Box::new(acc),
                        },
                        span: Span::new(span.start, first_span.end),
                    };
                }
                self.fold_rest(acc, span.start, inner)
            }
            Rule::primary => {
                let inner = p.into_inner().next().ok_or_else(|| self.missing(&span))?;
                self.expr(inner)
            }
            Rule::number => self.number(p),
            Rule::kw_true => Ok(Expr {
                kind: ExprKind::Bool(true),
                span,
            }),
            Rule::kw_false => Ok(Expr {
                kind: ExprKind::Bool(false),
                span,
            }),
            Rule::string => {
                let double = p.as_str().starts_with('"');
                let mut text = String::new();
                for part in p.into_inner() {
                    text.push_str(part.as_str());
                }
                if double && self.representation == Representation::Marst {
                    // MARST joins the parts' text before C reads the escapes: "\x1" "b" is
                    // "\x1b", one byte.
                    text = c_unescape(&text).map_err(|e| self.source.error(span, e))?;
                }
                Ok(Expr {
                    kind: ExprKind::Str(text),
                    span,
                })
            }
            Rule::ident => Ok(Expr {
                kind: ExprKind::Name(self.ident(p)),
                span,
            }),
            Rule::function_designator | Rule::subscripted => {
                let call = p.as_rule() == Rule::function_designator;
                let mut it = p.into_inner();
                let name = self.ident(it.next().ok_or_else(|| self.missing(&span))?);
                let args = match it.next() {
                    Some(list) => self.exprs(list)?,
                    None => Vec::new(),
                };
                Ok(Expr {
                    kind: if call {
                        ExprKind::Call { name, args }
                    } else {
                        ExprKind::Subscript {
                            name,
                            subscripts: args,
                        }
                    },
                    span,
                })
            }
            _ => Err(self.source.error(span, "this is not an expression")),
        }
    }

    fn left_assoc(&self, p: Pair<Rule>) -> Res<Expr> {
        let span = span_of(&p);
        let mut inner = p.into_inner();
        let first = inner.next().ok_or_else(|| self.missing(&span))?;
        let acc = self.expr(first)?;
        self.fold_rest(acc, span.start, inner)
    }

    fn fold_rest<'i>(
        &self,
        mut acc: Expr,
        start: usize,
        mut rest: impl Iterator<Item = Pair<'i, Rule>>,
    ) -> Res<Expr> {
        while let Some(op) = rest.next() {
            let operator = binary_op(&op).ok_or_else(|| self.missing(&span_of(&op)))?;
            let rhs_pair = rest.next().ok_or_else(|| self.missing(&span_of(&op)))?;
            let rhs = self.expr(rhs_pair)?;
            let span = Span::new(start, rhs.span.end);
            acc = Expr {
                kind: ExprKind::Binary {
                    op: operator,
                    lhs: Box::new(acc),
                    rhs: Box::new(rhs),
                },
                span,
            };
        }
        Ok(acc)
    }

    fn number(&self, p: Pair<Rule>) -> Res<Expr> {
        let span = span_of(&p);
        let text: String = p.as_str().chars().filter(|c| !c.is_whitespace()).collect();
        let text = text.as_str();
        let is_real = text.contains(['.', 'e', 'E', '#']) || text.contains("₁₀");
        if !is_real {
            return match text.parse::<i64>() {
                Ok(v) => Ok(Expr {
                    kind: ExprKind::Int(v),
                    span,
                }),
                Err(_) => Err(self.source.error(span, "this integer is too large")),
            };
        }
        let mut t = text.replace("₁₀", "e").replace(['E', '#'], "e");
        if t.starts_with('e') {
            t.insert(0, '1');
        }
        if t.starts_with('.') {
            t.insert(0, '0');
        }
        match t.parse::<f64>() {
            Ok(v) if v.is_finite() => Ok(Expr {
                kind: ExprKind::Real(v),
                span,
            }),
            _ => Err(self.source.error(span, "this number is out of range")),
        }
    }
}

fn end_comment_text(s: &str) -> Option<String> {
    let t = spelling(s);
    if t.is_empty() {
        None
    } else {
        Some(t)
    }
}

fn type_of(p: Pair<Rule>) -> Type {
    let s = p.as_str();
    if s.starts_with("integer") {
        Type::Integer
    } else if s.starts_with("real") {
        Type::Real
    } else {
        Type::Boolean
    }
}

fn specifier_of(p: Pair<Rule>) -> Specifier {
    let mut ty = None;
    let mut kind = None;
    for q in p.into_inner() {
        match q.as_rule() {
            Rule::type_word => ty = Some(type_of(q)),
            Rule::kw_array => kind = Some(Rule::kw_array),
            Rule::kw_procedure => kind = Some(Rule::kw_procedure),
            Rule::kw_label => kind = Some(Rule::kw_label),
            Rule::kw_switch => kind = Some(Rule::kw_switch),
            Rule::kw_string => kind = Some(Rule::kw_string),
            _ => {}
        }
    }
    match kind {
        Some(Rule::kw_array) => Specifier::Array(ty),
        Some(Rule::kw_procedure) => Specifier::Procedure(ty),
        Some(Rule::kw_label) => Specifier::Label,
        Some(Rule::kw_switch) => Specifier::Switch,
        Some(Rule::kw_string) => Specifier::String,
        _ => Specifier::Simple(ty.unwrap_or(Type::Real)),
    }
}

fn binary_op(p: &Pair<Rule>) -> Option<BinaryOp> {
    use BinaryOp::*;
    let s = p.as_str();
    Some(match p.as_rule() {
        Rule::op_pow => Power,
        Rule::op_mul => match s {
            "×" | "*" => Mul,
            "/" => Div,
            _ => IntDiv,
        },
        Rule::op_add => {
            if s == "+" {
                Add
            } else {
                Sub
            }
        }
        Rule::op_rel => match s {
            "<" => Less,
            "≤" | "<=" => NotGreater,
            "=" => Equal,
            "≥" | ">=" => NotLess,
            ">" => Greater,
            _ => NotEqual,
        },
        Rule::op_and => And,
        Rule::op_or => Or,
        Rule::op_impl => Implies,
        Rule::op_equiv => Equiv,
        _ => return None,
    })
}
