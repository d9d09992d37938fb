//! Pest pairs to syntax tree: the builder, and operators grouped by the grammar's precedence.

use super::*;

pub(super) struct Builder<'s> {
    pub(super) source: &'s Source,
    pub(super) and_binds: AndBinds,
}

pub(super) type Built = Result<(Expr, usize), Diagnostic>;

pub(super) fn span_of(pair: &Pair<'_, Rule>) -> Span {
    let s = pair.as_span();
    Span::new(s.start(), s.end())
}

impl Builder<'_> {
    fn error(&self, span: Span, message: impl Into<String>) -> Diagnostic {
        self.source.error(span, message)
    }

    /// A node `depth` deep, refused past [`MAX_DEPTH`].
    fn node(&self, kind: ExprKind, span: Span, depth: usize) -> Built {
        if depth > MAX_DEPTH {
            return Err(self.error(
                span,
                format!("this expression is nested more than {MAX_DEPTH} deep; split it up"),
            ));
        }
        Ok((Expr { kind, span }, depth))
    }

    pub(super) fn definition(&self, pair: Pair<'_, Rule>) -> Result<Definition, Diagnostic> {
        let span = span_of(&pair);
        let mut name = None;
        let mut params = None;
        let mut body = None;
        for p in pair.into_inner() {
            match p.as_rule() {
                Rule::large_name => name = Some(self.large_name(&p)),
                Rule::params => {
                    let names = p
                        .into_inner()
                        .filter(|q| q.as_rule() == Rule::single_name)
                        .map(|q| self.single_name(&q))
                        .collect::<Result<Vec<_>, _>>()?;
                    params = Some(names);
                }
                Rule::expr => body = Some(self.expr(p)?.0),
                _ => {}
            }
        }
        match (name, body) {
            (Some(name), Some(body)) => Ok(Definition {
                name,
                params,
                body,
                span,
            }),
            _ => Err(self.error(span, "expected a definition")),
        }
    }

    fn large_name(&self, pair: &Pair<'_, Rule>) -> Name {
        Name {
            text: spelling::normalize_large(pair.as_str()),
            span: span_of(pair),
        }
    }

    /// A parameter or `let` name: a large name, or a word that is exactly one small name.
    fn single_name(&self, pair: &Pair<'_, Rule>) -> Result<Name, Diagnostic> {
        let text = pair.as_str();
        let span = span_of(pair);
        if !text.starts_with(|c: char| spelling::is_small_letter(c)) {
            return Ok(Name {
                text: spelling::normalize_large(text),
                span,
            });
        }
        match spelling::split_word(text).as_slice() {
            [one] => Ok(Name {
                text: one.to_string(),
                span,
            }),
            several => {
                let product: Vec<String> = several.iter().map(|c| c.to_string()).collect();
                Err(self.error(
                    span,
                    format!(
                        "expected one name, found `{text}`: a small name is one letter, so \
                         `{text}` means {}",
                        product.join(" × ")
                    ),
                ))
            }
        }
    }

    pub(super) fn expr(&self, pair: Pair<'_, Rule>) -> Built {
        match pair.as_rule() {
            Rule::expr | Rule::where_value => self.conditional(pair),
            Rule::operation => self.operation(pair),
            _ => self.atom(pair),
        }
    }

    /// `t1 → a1, t2 → a2, ..., otherwise`, nested to the right.
    fn conditional(&self, pair: Pair<'_, Rule>) -> Built {
        let mut tests = Vec::new();
        let mut arms = Vec::new();
        let mut expect_arm = false;
        let mut last = None;
        // The `where` clauses, in order; each nests into the last definition of the one before.
        let mut clauses: Vec<Vec<(WhereDefinition, usize)>> = Vec::new();
        for p in pair.into_inner() {
            match p.as_rule() {
                Rule::arrow => expect_arm = true,
                Rule::kw_where => {
                    if clauses.len() == MAX_DEPTH {
                        // Refused here, before the rest of the chain is built.
                        return Err(self.error(
                            span_of(&p),
                            format!(
                                "more than {MAX_DEPTH} `where` clauses nest here; \
                                 split the expression into definitions"
                            ),
                        ));
                    }
                    clauses.push(Vec::new());
                }
                Rule::comma | Rule::kw_and => {}
                Rule::where_definition => {
                    let built = self.where_definition(p)?;
                    match clauses.last_mut() {
                        Some(clause) => clause.push(built),
                        None => return Err(self.error(built.0.span, "expected `where`")),
                    }
                }
                _ => {
                    let built = self.expr(p)?;
                    if expect_arm {
                        arms.push(built);
                        expect_arm = false;
                    } else if let Some(previous) = last.replace(built) {
                        tests.push(previous);
                    }
                }
            }
        }
        let Some(mut result) = last else {
            return Err(self.error(Span::default(), "expected an expression"));
        };
        while let (Some(test), Some(then)) = (tests.pop(), arms.pop()) {
            let span = test.0.span.to(result.0.span);
            let depth = 1 + test.1.max(then.1).max(result.1);
            result = self.node(
                ExprKind::Conditional {
                    test: Box::new(test.0),
                    then: Box::new(then.0),
                    otherwise: Box::new(result.0),
                },
                span,
                depth,
            )?;
        }
        // `e where a = f where b = g`: the second clause scopes over `f` (the value of the last
        // definition before it), and so on down the chain, built from its end.
        while clauses.len() > 1 {
            let inner = clauses.pop().unwrap_or_default();
            let Some((outer, outer_depth)) = clauses.last_mut().and_then(|c| c.last_mut()) else {
                return Err(self.error(Span::default(), "expected `where name = expression`"));
            };
            let value = std::mem::replace(
                &mut outer.value,
                Expr {
                    kind: ExprKind::Tuple(Vec::new()),
                    span: Span::default(),
                },
            );
            let span = inner.iter().fold(value.span, |s, (d, _)| s.to(d.span));
            let depth = 1 + inner.iter().map(|(_, d)| *d).fold(*outer_depth, usize::max);
            let definitions = inner.into_iter().map(|(d, _)| d).collect();
            let (value, depth) = self.node(
                ExprKind::Where {
                    body: Box::new(value),
                    definitions,
                },
                span,
                depth,
            )?;
            outer.span = outer.span.to(span);
            outer.value = value;
            *outer_depth = depth;
        }
        let Some(wheres) = clauses.pop() else {
            return Ok(result);
        };
        let where_depth = wheres.iter().map(|(_, d)| *d).max().unwrap_or(0);
        let wheres: Vec<WhereDefinition> = wheres.into_iter().map(|(d, _)| d).collect();
        let span = wheres
            .iter()
            .fold(result.0.span, |s, d: &WhereDefinition| s.to(d.span));
        let depth = 1 + result.1.max(where_depth);
        self.node(
            ExprKind::Where {
                body: Box::new(result.0),
                definitions: wheres,
            },
            span,
            depth,
        )
    }

    /// `x = e` or `(a, b) = e` after `where` or `and`.
    fn where_definition(
        &self,
        pair: Pair<'_, Rule>,
    ) -> Result<(WhereDefinition, usize), Diagnostic> {
        let span = span_of(&pair);
        let (pattern, value) = self.pattern_and_value(pair)?;
        match (pattern, value) {
            (Some(pattern), Some((value, depth))) => Ok((
                WhereDefinition {
                    pattern,
                    value,
                    span,
                },
                depth,
            )),
            _ => Err(self.error(span, "expected `where name = expression`")),
        }
    }

    /// The pattern and the expression of a `let`, a `where` definition or an assignment.
    #[allow(clippy::type_complexity)]
    fn pattern_and_value(
        &self,
        pair: Pair<'_, Rule>,
    ) -> Result<(Option<Pattern>, Option<(Expr, usize)>), Diagnostic> {
        let mut pattern = None;
        let mut value = None;
        for q in pair.into_inner() {
            match q.as_rule() {
                Rule::single_name => pattern = Some(Pattern::Name(self.single_name(&q)?)),
                Rule::tuple_pattern => {
                    let tuple_span = span_of(&q);
                    let names = q
                        .into_inner()
                        .filter(|r| r.as_rule() == Rule::single_name)
                        .map(|r| self.single_name(&r))
                        .collect::<Result<Vec<_>, _>>()?;
                    pattern = Some(Pattern::Tuple(names, tuple_span));
                }
                Rule::expr | Rule::where_value => value = Some(self.expr(q)?),
                _ => {}
            }
        }
        Ok((pattern, value))
    }

    /// A command: after `then` or `do`, or (an assignment or a `while`) as a block's item.
    fn command(&self, q: Pair<'_, Rule>) -> Result<(Command, usize), Diagnostic> {
        let span = span_of(&q);
        match q.as_rule() {
            Rule::block => {
                let (b, d) = self.block(q, false)?;
                Ok((Command::Block(b), d))
            }
            Rule::assignment => match self.pattern_and_value(q)? {
                (Some(target), Some((value, d))) => Ok((
                    Command::Assign {
                        target,
                        value,
                        span,
                    },
                    d + 1,
                )),
                _ => Err(self.error(span, "expected `name := expression`")),
            },
            Rule::while_item => {
                let mut test = None;
                let mut body = None;
                for r in q.into_inner() {
                    match r.as_rule() {
                        Rule::expr => test = Some(self.expr(r)?),
                        Rule::block | Rule::assignment | Rule::while_item | Rule::call => {
                            body = Some(self.command(r)?)
                        }
                        _ => {}
                    }
                }
                match (test, body) {
                    (Some((test, a)), Some((body, b))) => Ok((
                        Command::While {
                            test,
                            body: Box::new(body),
                            span,
                        },
                        1 + a.max(b),
                    )),
                    _ => Err(self.error(span, "expected `while test do command`")),
                }
            }
            _ => {
                let mut inner = q.into_inner();
                let Some(name) = inner.next() else {
                    return Err(self.error(span, "expected a command"));
                };
                let name = self.large_name(&name);
                let (args, depth) = match inner.next() {
                    Some(args) => self.expr_list(args)?,
                    None => (Vec::new(), 0),
                };
                Ok((Command::Call { name, args, span }, depth))
            }
        }
    }

    /// `term op term op ...`, grouped by precedence (operator precedence parsing with two
    /// stacks: no recursion, so chains of any length cost no stack). Prefix operators bind
    /// tighter than any infix one, so they are applied to their atom as terms are read.
    fn operation(&self, pair: Pair<'_, Rule>) -> Built {
        // Operands, each with whether it is a comparison made in this operation (they do
        // not chain); operators waiting, with their level and place.
        let mut operands: Vec<(Expr, usize, bool)> = Vec::new();
        let mut operators: Vec<(BinaryOp, u8, Span)> = Vec::new();
        let mut prefixes: Vec<(UnaryOp, Span)> = Vec::new();
        for p in pair.into_inner() {
            match p.as_rule() {
                Rule::prefix_op => prefixes.push((unary_op(p.as_str()), span_of(&p))),
                Rule::infix_op => {
                    let op = binary_op(p.as_str());
                    let level = precedence_in(op, self.and_binds);
                    while operators.last().is_some_and(|&(_, l, _)| l >= level) {
                        self.reduce(&mut operands, &mut operators)?;
                    }
                    operators.push((op, level, span_of(&p)));
                }
                _ => {
                    let mut term = self.atom(p)?;
                    while let Some((op, at)) = prefixes.pop() {
                        let span = at.to(term.0.span);
                        let depth = term.1 + 1;
                        let operand = Box::new(term.0);
                        term = self.node(ExprKind::Unary { op, operand }, span, depth)?;
                    }
                    operands.push((term.0, term.1, false));
                }
            }
        }
        while !operators.is_empty() {
            self.reduce(&mut operands, &mut operators)?;
        }
        match (operands.pop(), operands.is_empty()) {
            (Some((expr, depth, _)), true) => Ok((expr, depth)),
            _ => Err(self.error(Span::default(), "expected an expression")),
        }
    }

    /// Applies the last operator waiting to the last two operands.
    fn reduce(
        &self,
        operands: &mut Vec<(Expr, usize, bool)>,
        operators: &mut Vec<(BinaryOp, u8, Span)>,
    ) -> Result<(), Diagnostic> {
        let (Some((op, level, at)), Some(rhs), Some(lhs)) =
            (operators.pop(), operands.pop(), operands.pop())
        else {
            return Err(self.error(Span::default(), "expected an expression"));
        };
        let comparison = level == RELATION;
        if comparison && (lhs.2 || rhs.2) {
            return Err(self.error(
                at,
                "comparisons do not chain: put one of them in parentheses",
            ));
        }
        let span = lhs.0.span.to(rhs.0.span);
        let depth = 1 + lhs.1.max(rhs.1);
        if depth > MAX_DEPTH && chain_length(&lhs.0) + 1 >= MAX_DEPTH {
            // A long flat chain (`1 + 1 + ... + 1`) is deep as a tree, not nested as text.
            return Err(self.error(
                span,
                format!(
                    "this expression has more than {MAX_DEPTH} operators in a row, more than \
                     attic takes in one expression; split it into definitions"
                ),
            ));
        }
        let kind = ExprKind::Binary {
            op,
            lhs: Box::new(lhs.0),
            rhs: Box::new(rhs.0),
        };
        let (expr, depth) = self.node(kind, span, depth)?;
        operands.push((expr, depth, comparison));
        Ok(())
    }

    fn atom(&self, pair: Pair<'_, Rule>) -> Built {
        let span = span_of(&pair);
        match pair.as_rule() {
            Rule::number => match pair.as_str().parse::<i64>() {
                Ok(n) => self.node(ExprKind::Int(n), span, 1),
                Err(_) => Err(self.error(
                    span,
                    format!(
                        "the number {} is too large (at most {})",
                        pair.as_str(),
                        i64::MAX
                    ),
                )),
            },
            Rule::infinity => self.node(ExprKind::Infinity, span, 1),
            Rule::boolean => self.node(ExprKind::Bool(pair.as_str() == "true"), span, 1),
            Rule::nil => self.node(ExprKind::Nil, span, 1),
            Rule::value_of => {
                let Some(block) = pair.into_inner().find(|p| p.as_rule() == Rule::block) else {
                    return Err(self.error(span, "expected `§`"));
                };
                let (block, depth) = self.block(block, true)?;
                self.node(ExprKind::ValueOf(block), span, depth + 1)
            }
            Rule::application => {
                let mut inner = pair.into_inner();
                let Some(name) = inner.next() else {
                    return Err(self.error(span, "expected a name"));
                };
                let function = self.large_name(&name);
                match inner.next() {
                    None => self.node(ExprKind::Name(function.text), span, 1),
                    Some(args) => {
                        let (args, depth) = self.expr_list(args)?;
                        self.node(ExprKind::Apply { function, args }, span, depth + 1)
                    }
                }
            }
            Rule::juxtaposition => {
                let mut result: Option<(Expr, usize)> = None;
                for word in pair.into_inner() {
                    let start = word.as_span().start();
                    let mut offset = start;
                    let text = word.as_str();
                    let mut rest = text;
                    for letter in spelling::split_word(text) {
                        // The letter's own span: its glyph or its spelled-out name.
                        let len = spelling::GREEK_SMALL
                            .iter()
                            .find(|(g, s)| *g == letter && rest.starts_with(s))
                            .map_or(letter.len_utf8(), |(_, s)| s.len());
                        let name_span = Span::new(offset, offset + len);
                        offset += len;
                        rest = rest.get(len..).unwrap_or("");
                        let name = self.node(ExprKind::Name(letter.to_string()), name_span, 1)?;
                        result = Some(match result {
                            None => name,
                            Some(lhs) => {
                                let span = lhs.0.span.to(name_span);
                                let depth = lhs.1 + 1;
                                self.node(
                                    ExprKind::Binary {
                                        op: BinaryOp::Mul,
                                        lhs: Box::new(lhs.0),
                                        rhs: Box::new(name.0),
                                    },
                                    span,
                                    depth,
                                )?
                            }
                        });
                    }
                }
                result.ok_or_else(|| self.error(span, "expected a name"))
            }
            Rule::parenthesised => {
                let (mut items, depth) = self.expr_list(pair)?;
                if items.len() == 1 {
                    // Grouping leaves no node.
                    let only = items.remove(0);
                    Ok((only, depth))
                } else {
                    self.node(ExprKind::Tuple(items), span, depth + 1)
                }
            }
            _ => self.expr(pair),
        }
    }

    /// The expressions between `(` and `)`, and the depth of the deepest.
    fn expr_list(&self, pair: Pair<'_, Rule>) -> Result<(Vec<Expr>, usize), Diagnostic> {
        let mut items = Vec::new();
        let mut depth = 0;
        for p in pair.into_inner() {
            if p.as_rule() == Rule::expr {
                let (e, d) = self.expr(p)?;
                depth = depth.max(d);
                items.push(e);
            }
        }
        Ok((items, depth))
    }

    /// `§ items §`; a `value of` block must end with `result is`.
    fn block(&self, pair: Pair<'_, Rule>, value_of: bool) -> Result<(Block, usize), Diagnostic> {
        let span = span_of(&pair);
        let mut items = Vec::new();
        let mut depth = 0;
        let mut close = span;
        for p in pair.into_inner() {
            let item_span = span_of(&p);
            match p.as_rule() {
                Rule::let_item => match self.pattern_and_value(p)? {
                    (Some(pattern), Some((value, d))) => {
                        depth = depth.max(d);
                        items.push(BlockItem::Let {
                            pattern,
                            value,
                            span: item_span,
                        });
                    }
                    _ => return Err(self.error(item_span, "expected `let name = expression`")),
                },
                Rule::if_item => {
                    let mut test = None;
                    let mut then = None;
                    for q in p.into_inner() {
                        match q.as_rule() {
                            Rule::expr => {
                                let (e, d) = self.expr(q)?;
                                depth = depth.max(d);
                                test = Some(e);
                            }
                            Rule::block | Rule::assignment | Rule::while_item | Rule::call => {
                                let (c, d) = self.command(q)?;
                                depth = depth.max(d);
                                then = Some(c);
                            }
                            _ => {}
                        }
                    }
                    match (test, then) {
                        (Some(test), Some(then)) => items.push(BlockItem::If {
                            test,
                            then,
                            span: item_span,
                        }),
                        _ => return Err(self.error(item_span, "expected `if test then command`")),
                    }
                }
                Rule::while_item | Rule::assignment => {
                    let (c, d) = self.command(p)?;
                    depth = depth.max(d);
                    items.push(BlockItem::Command(c));
                }
                Rule::result_item => {
                    let Some(q) = p.into_inner().find(|q| q.as_rule() == Rule::expr) else {
                        return Err(self.error(item_span, "expected `result is expression`"));
                    };
                    let (value, d) = self.expr(q)?;
                    depth = depth.max(d);
                    items.push(BlockItem::ResultIs {
                        value,
                        span: item_span,
                    });
                }
                Rule::close_section => close = item_span,
                _ => {}
            }
        }
        if value_of && !matches!(items.last(), Some(BlockItem::ResultIs { .. })) {
            return Err(self.error(
                close,
                "expected `result is` before the closing `§`: a `value of` block ends with \
                 `result is expression`",
            ));
        }
        if depth + 1 > MAX_DEPTH {
            return Err(self.error(
                span,
                format!("this block is nested more than {MAX_DEPTH} deep"),
            ));
        }
        Ok((Block { items, span }, depth + 1))
    }
}

/// The comparisons' level in [`precedence`].
pub(super) const RELATION: u8 = 1;

/// How tightly an infix operator binds under a reading of `∧`'s precedence: the grammar's
/// table, or with `+` and `-` moved above `≡`, `∨` and `∧` (Python's order).
pub fn precedence_in(op: BinaryOp, and_binds: AndBinds) -> u8 {
    match (and_binds, op) {
        (AndBinds::Looser, BinaryOp::Add | BinaryOp::Sub) => 5,
        (AndBinds::Looser, BinaryOp::Equiv) => 2,
        (AndBinds::Looser, BinaryOp::Or) => 3,
        (AndBinds::Looser, BinaryOp::And) => 4,
        _ => precedence(op),
    }
}

/// How tightly an infix operator binds (the grammar's table: higher binds tighter).
pub fn precedence(op: BinaryOp) -> u8 {
    match op {
        BinaryOp::Eq | BinaryOp::Ne | BinaryOp::Lt | BinaryOp::Gt | BinaryOp::Le | BinaryOp::Ge => {
            RELATION
        }
        BinaryOp::Add | BinaryOp::Sub => 2,
        BinaryOp::Equiv => 3,
        BinaryOp::Or => 4,
        BinaryOp::And => 5,
        BinaryOp::Mul | BinaryOp::Div => 6,
    }
}

pub(super) fn binary_op(text: &str) -> BinaryOp {
    match text {
        "∧" | "/\\" => BinaryOp::And,
        "∨" | "\\/" => BinaryOp::Or,
        "≡" | "==" => BinaryOp::Equiv,
        "+" => BinaryOp::Add,
        "-" => BinaryOp::Sub,
        "×" | "*" => BinaryOp::Mul,
        "/" => BinaryOp::Div,
        "=" => BinaryOp::Eq,
        "≠" | "~=" => BinaryOp::Ne,
        "<" => BinaryOp::Lt,
        ">" => BinaryOp::Gt,
        "≤" | "<=" => BinaryOp::Le,
        // The grammar admits no other spelling.
        _ => BinaryOp::Ge,
    }
}

pub(super) fn unary_op(text: &str) -> UnaryOp {
    match text {
        "-" => UnaryOp::Neg,
        "~" => UnaryOp::Not,
        _ => UnaryOp::LogicalNot,
    }
}
