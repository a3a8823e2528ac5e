//! Expressions in source operands, read as llvm-mc-14 reads them (LLVM's generic assembler
//! expressions with the GNU `as` precedence): integers, floats (the bits of their double),
//! symbols (any identifier, register names included once inside an expression), parentheses,
//! unary `-` `~` `!` `+`, and the binary operators `* / % << >>` (tightest), `| ^ & !`,
//! `+ -`, `== != <> < <= > >=`, `&&`, `||` (loosest), left-associative. An expression
//! without symbols has a value (comparisons give -1 for true, `>>` is logical); one with a
//! symbol is a relocatable literal that llvm-mc prints in its own form (decimal constants,
//! parentheses around compound operands, parenthesised sub-expressions folded when constant).

use super::lexer::{Lexer, Tok};
use super::ParseError;

/// A parsed expression.
#[derive(Clone, Debug, PartialEq)]
pub(super) enum Expr {
    /// A constant.
    Const(i64),
    /// A symbol.
    Sym(String),
    /// A unary operator (`-`, `~`, `!`, `+`) applied to an operand.
    Unary(char, Box<Expr>),
    /// A binary operator (its text) between two operands.
    Binary(&'static str, Box<Expr>, Box<Expr>),
}

/// Binary operators by their text, with precedence (higher binds tighter).
const BINARY: &[(&str, u8)] = &[
    ("||", 1),
    ("&&", 2),
    ("==", 3),
    ("!=", 3),
    ("<>", 3),
    ("<=", 3),
    (">=", 3),
    ("<<", 6),
    (">>", 6),
    ("<", 3),
    (">", 3),
    ("+", 4),
    ("-", 4),
    ("|", 5),
    ("!", 5),
    ("^", 5),
    ("&", 5),
    ("*", 6),
    ("/", 6),
    ("%", 6),
];

/// The binary operator at the cursor, with its precedence and token count.
fn binary_at(lx: &Lexer) -> Option<(&'static str, u8, usize)> {
    let punct = |k: usize| match lx.toks.get(lx.pos + k) {
        Some((Tok::Punct(c), _)) => Some(*c),
        _ => None,
    };
    let (a, b) = (punct(0)?, punct(1));
    BINARY.iter().find_map(|&(text, prec)| {
        let mut cs = text.chars();
        let first = cs.next()?;
        match cs.next() {
            Some(second) if first == a && b == Some(second) => Some((text, prec, 2)),
            None if first == a => Some((text, prec, 1)),
            _ => None,
        }
    })
}

/// Parse a whole expression at the cursor.
pub(super) fn parse_expr(lx: &mut Lexer) -> Result<Expr, ParseError> {
    let lhs = parse_primary(lx)?;
    parse_rhs(lx, lhs, 1)
}

/// Binary operators of precedence `min` or more after `lhs` (precedence climbing).
fn parse_rhs(lx: &mut Lexer, mut lhs: Expr, min: u8) -> Result<Expr, ParseError> {
    while let Some((op, prec, n)) = binary_at(lx) {
        if prec < min {
            break;
        }
        lx.pos += n;
        // (`<>` is `!=`, and printed so.)
        let op = if op == "<>" { "!=" } else { op };
        let mut rhs = parse_primary(lx)?;
        while let Some((_, next, _)) = binary_at(lx) {
            if next <= prec {
                break;
            }
            rhs = parse_rhs(lx, rhs, prec + 1)?;
        }
        lhs = Expr::Binary(op, Box::new(lhs), Box::new(rhs));
    }
    Ok(lhs)
}

/// One operand of an expression: a constant, a symbol, a parenthesised expression (folded
/// when constant, as llvm-mc does) or a unary operator applied to an operand.
pub(super) fn parse_primary(lx: &mut Lexer) -> Result<Expr, ParseError> {
    match lx.peek().cloned() {
        Some(Tok::Int(v)) => {
            lx.pos += 1;
            Ok(Expr::Const(v))
        }
        Some(Tok::Float(f)) => {
            lx.pos += 1;
            Ok(Expr::Const(f.to_bits() as i64))
        }
        Some(Tok::Ident(name)) => {
            lx.pos += 1;
            Ok(Expr::Sym(name))
        }
        Some(Tok::Punct('(')) => {
            lx.pos += 1;
            let e = parse_expr(lx)?;
            lx.expect(')')?;
            Ok(match e.value() {
                Some(v) => Expr::Const(v),
                None => e,
            })
        }
        Some(Tok::Punct(c @ ('-' | '~' | '!' | '+'))) => {
            lx.pos += 1;
            Ok(Expr::Unary(c, Box::new(parse_primary(lx)?)))
        }
        _ => lx.err("unknown token in expression"),
    }
}

impl Expr {
    /// The value of an expression without symbols (`None` with a symbol, or on a division by
    /// zero, which llvm-mc leaves unevaluated too).
    pub(super) fn value(&self) -> Option<i64> {
        Some(match self {
            Expr::Const(v) => *v,
            Expr::Sym(_) => return None,
            Expr::Unary(op, e) => {
                let v = e.value()?;
                match op {
                    '-' => v.wrapping_neg(),
                    '~' => !v,
                    '!' => i64::from(v == 0),
                    _ => v,
                }
            }
            Expr::Binary(op, l, r) => {
                let (a, b) = (l.value()?, r.value()?);
                let truth = |t: bool| if t { -1 } else { 0 };
                match *op {
                    "+" => a.wrapping_add(b),
                    "-" => a.wrapping_sub(b),
                    "*" => a.wrapping_mul(b),
                    "/" => a.checked_div(b)?,
                    "%" => a.checked_rem(b)?,
                    "<<" => a.wrapping_shl(b as u32),
                    ">>" => ((a as u64).wrapping_shr(b as u32)) as i64,
                    "|" => a | b,
                    "!" => a | !b,
                    "^" => a ^ b,
                    "&" => a & b,
                    "==" => truth(a == b),
                    "!=" => truth(a != b),
                    "<" => truth(a < b),
                    "<=" => truth(a <= b),
                    ">" => truth(a > b),
                    ">=" => truth(a >= b),
                    "&&" => truth(a != 0 && b != 0),
                    _ => truth(a != 0 || b != 0),
                }
            }
        })
    }

    /// The text llvm-mc-14 prints for an expression (LLVM's `MCExpr` printer): parentheses
    /// around compound operands of a binary operator, `X-42` for `X+(-42)` constants.
    pub(super) fn text(&self) -> String {
        let simple = |e: &Expr| matches!(e, Expr::Const(_) | Expr::Sym(_));
        let operand = |e: &Expr| {
            if simple(e) {
                e.text()
            } else {
                format!("({})", e.text())
            }
        };
        match self {
            Expr::Const(v) => v.to_string(),
            Expr::Sym(s) => s.clone(),
            Expr::Unary(op, e) if matches!(**e, Expr::Binary(..)) => format!("{op}({})", e.text()),
            Expr::Unary(op, e) => format!("{op}{}", e.text()),
            Expr::Binary("+", l, r) if matches!(**r, Expr::Const(v) if v < 0) => {
                format!("{}{}", operand(l), r.text())
            }
            Expr::Binary(op, l, r) => format!("{}{op}{}", operand(l), operand(r)),
        }
    }
}
