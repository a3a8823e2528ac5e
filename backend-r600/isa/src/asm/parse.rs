//! The parser: text → [`crate::Program`]. Line oriented; every error carries `line:col`
//! (1-based). Clause ADDR/COUNT are computed by the layout; values written in the text
//! (`@addr`, `CNT:n` on clause instructions) are checked against it.

use super::{kw, KCACHE_LINE};
use crate::alu::{
    AluDst, AluGroup, AluInst, AluSrc, BankSwizzle, IndexMode, InlineConst, Omod, PredSel, SrcSel,
};
use crate::alu_ops::{AluFormat, AluOp};
use crate::cf::{
    CfAluWord, CfCond, CfExportWord, CfInst, CfWord, ExportTail, Kcache, KcacheMode, EXPORT_TYPES,
    MEM_TYPES,
};
use crate::cf_ops::{CfAluOp, CfExportOp, CfFlags, CfOp};
use crate::common::{Chan, CompSel};
use crate::fetch::{FetchType, NumFormat, TexInst, VtxDst, VtxInst, ENDIAN_NAMES};
use crate::fetch_ops::{TexOp, VtxOp};
use crate::program::{CfNode, Clause, Program};

/// The located parse error shared with the IR text format (`line:col: error: message`).
pub use amdil::diag::ParseError;

type PResult<T> = Result<T, ParseError>;

/// A cursor over the characters of one line (comment stripped); `pos` is a character index.
struct Cursor {
    chars: Vec<char>,
    pos: usize,
    line: usize,
}

impl Cursor {
    fn new(src: &str, line: usize) -> Self {
        let code = src.split(';').next().unwrap_or("");
        Self {
            chars: code.chars().collect(),
            pos: 0,
            line,
        }
    }

    fn err_at(&self, pos: usize, message: impl Into<String>) -> ParseError {
        ParseError {
            line: self.line,
            col: pos + 1,
            message: message.into(),
        }
    }

    fn err(&self, message: impl Into<String>) -> ParseError {
        self.err_at(self.pos, message)
    }

    fn skip_ws(&mut self) {
        while self.chars.get(self.pos).is_some_and(|c| c.is_whitespace()) {
            self.pos += 1;
        }
    }

    fn peek(&mut self) -> Option<char> {
        self.skip_ws();
        self.chars.get(self.pos).copied()
    }

    fn peek_raw(&self) -> Option<char> {
        self.chars.get(self.pos).copied()
    }

    fn at_end(&mut self) -> bool {
        self.peek().is_none()
    }

    fn eat(&mut self, c: char) -> bool {
        if self.peek() == Some(c) {
            self.pos += 1;
            true
        } else {
            false
        }
    }

    fn expect(&mut self, c: char) -> PResult<()> {
        if self.eat(c) {
            Ok(())
        } else {
            Err(self.err(format!("expected '{c}'")))
        }
    }

    /// An identifier: letters, digits and '_' (starting with a letter or '_').
    fn ident(&mut self) -> Option<(String, usize)> {
        self.skip_ws();
        let start = self.pos;
        if !self
            .peek_raw()
            .is_some_and(|c| c.is_ascii_alphabetic() || c == '_')
        {
            return None;
        }
        while self
            .peek_raw()
            .is_some_and(|c| c.is_ascii_alphanumeric() || c == '_')
        {
            self.pos += 1;
        }
        Some((
            self.chars
                .get(start..self.pos)
                .unwrap_or_default()
                .iter()
                .collect(),
            start,
        ))
    }

    fn expect_ident(&mut self, what: &str) -> PResult<(String, usize)> {
        self.ident()
            .ok_or_else(|| self.err(format!("expected {what}")))
    }

    /// An unsigned integer: decimal or 0x-hexadecimal.
    fn uint(&mut self) -> PResult<u64> {
        self.skip_ws();
        let start = self.pos;
        let hex = self.peek_raw() == Some('0')
            && matches!(self.chars.get(self.pos + 1), Some('x') | Some('X'));
        if hex {
            self.pos += 2;
        }
        let digits_start = self.pos;
        while self.peek_raw().is_some_and(|c| {
            if hex {
                c.is_ascii_hexdigit()
            } else {
                c.is_ascii_digit()
            }
        }) {
            self.pos += 1;
        }
        let text: String = self
            .chars
            .get(digits_start..self.pos)
            .unwrap_or_default()
            .iter()
            .collect();
        let value = if hex {
            u64::from_str_radix(&text, 16)
        } else {
            text.parse()
        };
        value.map_err(|_| self.err_at(start, "expected a number"))
    }

    /// A signed decimal integer.
    fn int(&mut self) -> PResult<i64> {
        let neg = self.eat('-');
        let start = self.pos;
        let v = i64::try_from(self.uint()?).map_err(|_| self.err_at(start, "number too large"))?;
        Ok(if neg { -v } else { v })
    }

    /// An unsigned integer that must be at most `max`.
    fn uint_max(&mut self, max: u64, what: &str) -> PResult<u64> {
        self.skip_ws();
        let start = self.pos;
        let v = self.uint()?;
        if v > max {
            return Err(self.err_at(start, format!("{what} {v} is out of range (0-{max})")));
        }
        Ok(v)
    }

    /// A signed integer in [lo, hi].
    fn int_range(&mut self, lo: i64, hi: i64, what: &str) -> PResult<i64> {
        self.skip_ws();
        let start = self.pos;
        let v = self.int()?;
        if v < lo || v > hi {
            return Err(self.err_at(start, format!("{what} {v} is out of range ({lo}-{hi})")));
        }
        Ok(v)
    }

    /// The ':' between an attribute key and its value.
    fn colon(&mut self) -> PResult<()> {
        self.expect(':')
    }

    /// Raw characters until whitespace, ',' or end (swizzles, masks).
    fn word(&mut self) -> (String, usize) {
        self.skip_ws();
        let start = self.pos;
        while self
            .peek_raw()
            .is_some_and(|c| !c.is_whitespace() && c != ',' && c != ']' && c != '|' && c != ')')
        {
            self.pos += 1;
        }
        (
            self.chars
                .get(start..self.pos)
                .unwrap_or_default()
                .iter()
                .collect(),
            start,
        )
    }

    fn end(&mut self) -> PResult<()> {
        if self.at_end() {
            Ok(())
        } else {
            Err(self.err("unexpected text"))
        }
    }
}

/// A GPR `R<n>` with optional `[AL]` (fetch/export style); returns (gpr, rel).
fn gpr_al(c: &mut Cursor) -> PResult<(u8, bool)> {
    let (id, at) = c.expect_ident("a register R<n>")?;
    let n = id
        .strip_prefix('R')
        .or_else(|| id.strip_prefix('r'))
        .and_then(|n| n.parse::<u8>().ok())
        .filter(|n| *n < 128)
        .ok_or_else(|| c.err_at(at, format!("expected a register R0-R127, found '{id}'")))?;
    let rel = if c.eat('[') {
        let (al, at) = c.expect_ident(kw::AL)?;
        if !al.eq_ignore_ascii_case(kw::AL) {
            return Err(c.err_at(at, "only [AL] relative addressing is possible here"));
        }
        c.expect(']')?;
        true
    } else {
        false
    };
    Ok((n, rel))
}

fn swizzle(c: &mut Cursor) -> PResult<[CompSel; 4]> {
    let (w, at) = c.word();
    let sels: Option<Vec<CompSel>> = w.chars().map(CompSel::from_letter).collect();
    match sels.as_deref() {
        Some(&[x, y, z, ww]) => Ok([x, y, z, ww]),
        _ => Err(c.err_at(
            at,
            format!("expected a four-letter swizzle of x y z w 0 1 _, found '{w}'"),
        )),
    }
}

fn chan_letter(c: &mut Cursor) -> PResult<Chan> {
    let (w, at) = c.word();
    let mut it = w.chars();
    match (it.next().and_then(Chan::from_letter), it.next()) {
        (Some(ch), None) => Ok(ch),
        _ => Err(c.err_at(at, format!("expected an element x, y, z or w, found '{w}'"))),
    }
}

/// Parses `KEY` or `KEY:` and returns the upper-case key and its column.
fn key(c: &mut Cursor) -> PResult<(String, usize)> {
    let (k, at) = c.expect_ident("an attribute")?;
    Ok((k.to_ascii_uppercase(), at))
}

/// Positions of `@addr` / `CNT:n` written on a clause CF line, checked after layout.
struct Given {
    cf: usize,
    addr: Option<(u32, usize, usize)>,
    cnt: Option<(u32, usize, usize)>,
}

/// Parses a whole program.
pub fn parse(text: &str) -> Result<Program, ParseError> {
    let mut p = Parser::default();
    for (i, src) in text.lines().enumerate() {
        let mut c = Cursor::new(src, i + 1);
        if c.at_end() {
            continue;
        }
        p.line(&mut c)?;
    }
    p.finish_group()?;
    let mut program = Program { cf: p.cf };
    let last_line = text.lines().count().max(1);
    program.layout().map_err(|e| ParseError {
        line: last_line,
        col: 1,
        message: e.message,
    })?;
    for g in p.given {
        let (addr, count) = match program.cf.get(g.cf).map(|n| n.inst) {
            Some(CfInst::Alu(w)) => (w.addr, u32::from(w.count) + 1),
            Some(CfInst::Cf(w)) => (w.addr, u32::from(w.count) + 1),
            _ => continue,
        };
        if let Some((v, line, col)) = g.addr {
            if v != addr {
                return Err(ParseError {
                    line,
                    col,
                    message: format!("clause address @{v} does not match the layout (@{addr})"),
                });
            }
        }
        if let Some((v, line, col)) = g.cnt {
            if v != count {
                return Err(ParseError {
                    line,
                    col,
                    message: format!("CNT:{v} does not match the clause size ({count})"),
                });
            }
        }
    }
    Ok(program)
}

/// An instruction of the open group with the slot letter written for it.
struct Slotted {
    inst: AluInst,
    letter: char,
    line: usize,
    col: usize,
}

#[derive(Default)]
struct Parser {
    cf: Vec<CfNode>,
    given: Vec<Given>,
    group: Vec<Slotted>,
    literals: Option<(Vec<u32>, usize, usize)>,
    group_closed: bool,
}

impl Parser {
    fn line(&mut self, c: &mut Cursor) -> PResult<()> {
        // Optional leading index.
        let index = if c.peek().is_some_and(|ch| ch.is_ascii_digit()) {
            let at = c.pos;
            Some((c.uint()?, at))
        } else {
            None
        };
        let (word, at) = c.expect_ident("an instruction, a slot letter or 'literal'")?;
        let upper = word.to_ascii_uppercase();
        // ALU slot line: `x:` … `t:`.
        if upper.len() == 1 && "XYZWT".contains(upper.as_str()) && c.peek() == Some(':') {
            c.pos += 1;
            return self.alu_line(c, index, word.chars().next().unwrap_or('x'), at);
        }
        if word.eq_ignore_ascii_case(kw::LITERAL) && c.peek() == Some(':') {
            c.pos += 1;
            return self.literal_line(c, at);
        }
        if let Some(inst) = cf_op(&upper) {
            self.finish_group()?;
            if let Some((n, at)) = index {
                if n != self.cf.len() as u64 {
                    return Err(c.err_at(
                        at,
                        format!("CF index {n} out of sequence (expected {})", self.cf.len()),
                    ));
                }
            }
            return self.cf_line(c, inst);
        }
        let clause_kind = self.cf.last().map(|n| n.clause.kind());
        let fetch_count = match self.cf.last().map(|n| &n.clause) {
            Some(Clause::Tex(t)) => Some(t.len()),
            Some(Clause::Vtx(v)) => Some(v.len()),
            _ => None,
        };
        if let (Some(n), Some((i, at))) = (fetch_count, index) {
            if i != n as u64 {
                return Err(c.err_at(
                    at,
                    format!("clause index {i} out of sequence (expected {n})"),
                ));
            }
        }
        if let Some(op) = TexOp::from_name(&upper) {
            if clause_kind != Some(crate::ClauseKind::Tex) {
                return Err(c.err_at(at, format!("{upper} outside a TEX clause")));
            }
            let t = tex_line(c, op)?;
            if let Some(CfNode {
                clause: Clause::Tex(v),
                ..
            }) = self.cf.last_mut()
            {
                v.push(t);
            }
            return Ok(());
        }
        if let Some(op) = VtxOp::from_name(&upper) {
            if clause_kind != Some(crate::ClauseKind::Vtx) {
                return Err(c.err_at(at, format!("{upper} outside a VTX clause")));
            }
            let v = vtx_line(c, op)?;
            if let Some(CfNode {
                clause: Clause::Vtx(list),
                ..
            }) = self.cf.last_mut()
            {
                list.push(v);
            }
            return Ok(());
        }
        Err(c.err_at(at, format!("unknown instruction '{word}'")))
    }

    fn cf_line(&mut self, c: &mut Cursor, op: AnyCf) -> PResult<()> {
        let cf_index = self.cf.len();
        let mut given = Given {
            cf: cf_index,
            addr: None,
            cnt: None,
        };
        let inst = match op {
            AnyCf::Cf(op) => CfInst::Cf(cf_word(c, op, &mut given)?),
            AnyCf::Alu(op) => CfInst::Alu(cf_alu(c, op, &mut given)?),
            AnyCf::Export(op) => CfInst::Export(cf_export(c, op)?),
        };
        let clause = match inst.clause_kind() {
            crate::ClauseKind::None => Clause::None,
            crate::ClauseKind::Alu => Clause::Alu(Vec::new()),
            crate::ClauseKind::Tex => Clause::Tex(Vec::new()),
            crate::ClauseKind::Vtx => Clause::Vtx(Vec::new()),
        };
        self.cf.push(CfNode { inst, clause });
        self.given.push(given);
        Ok(())
    }

    fn alu_line(
        &mut self,
        c: &mut Cursor,
        index: Option<(u64, usize)>,
        letter: char,
        at: usize,
    ) -> PResult<()> {
        let groups = match self.cf.last() {
            Some(CfNode {
                clause: Clause::Alu(g),
                ..
            }) => g.len(),
            _ => return Err(c.err_at(at, "ALU instruction outside an ALU clause")),
        };
        match index {
            Some((n, nat)) => {
                self.finish_group()?;
                let expected = match self.cf.last() {
                    Some(CfNode {
                        clause: Clause::Alu(g),
                        ..
                    }) => g.len(),
                    _ => groups,
                };
                if n != expected as u64 {
                    return Err(c.err_at(
                        nat,
                        format!("group index {n} out of sequence (expected {expected})"),
                    ));
                }
            }
            None if self.group.is_empty() || self.group_closed => {
                return Err(c.err_at(at, "an ALU group starts with its group number"));
            }
            None => {}
        }
        let inst = alu_inst(c)?;
        self.group.push(Slotted {
            inst,
            letter: letter.to_ascii_lowercase(),
            line: c.line,
            col: at + 1,
        });
        Ok(())
    }

    fn literal_line(&mut self, c: &mut Cursor, at: usize) -> PResult<()> {
        if self.group.is_empty() || self.group_closed {
            return Err(c.err_at(at, "literal line without an open ALU group"));
        }
        let mut values = Vec::new();
        loop {
            c.skip_ws();
            let start = c.pos;
            let v = c.uint()?;
            values.push(
                u32::try_from(v).map_err(|_| c.err_at(start, "literal does not fit in 32 bits"))?,
            );
            if !c.eat(',') {
                break;
            }
        }
        c.end()?;
        self.literals = Some((values, c.line, at + 1));
        self.group_closed = true;
        Ok(())
    }

    fn finish_group(&mut self) -> PResult<()> {
        if self.group.is_empty() {
            return Ok(());
        }
        let slotted = std::mem::take(&mut self.group);
        let literals = self.literals.take();
        self.group_closed = false;
        let (first_line, first_col) = slotted.first().map_or((0, 0), |s| (s.line, s.col));
        let mut group = AluGroup::new(slotted.iter().map(|s| s.inst).collect());
        if group.insts.len() > crate::alu::MAX_GROUP_INSTS {
            return Err(ParseError {
                line: first_line,
                col: first_col,
                message: "an ALU group has at most five instructions".into(),
            });
        }
        let need = 2 * group.literal_slots();
        match literals {
            Some((values, line, col)) => {
                if values.len() > need {
                    return Err(ParseError {
                        line,
                        col,
                        message: format!(
                            "{} literal values given, the group's sources use {need}",
                            values.len()
                        ),
                    });
                }
                group.literals = values;
                group.literals.resize(need, 0);
            }
            None => group.literals = vec![0; need],
        }
        let units = group.units(true).map_err(|m| ParseError {
            line: first_line,
            col: first_col,
            message: m,
        })?;
        for (s, u) in slotted.iter().zip(units) {
            if s.letter != u.letter() {
                return Err(ParseError {
                    line: s.line,
                    col: s.col,
                    message: format!(
                        "this instruction executes on unit {}, not {}",
                        u.letter(),
                        s.letter
                    ),
                });
            }
        }
        if let Some(CfNode {
            clause: Clause::Alu(groups),
            ..
        }) = self.cf.last_mut()
        {
            groups.push(group);
        }
        Ok(())
    }
}

enum AnyCf {
    Cf(CfOp),
    Alu(CfAluOp),
    Export(CfExportOp),
}

fn cf_op(name: &str) -> Option<AnyCf> {
    CfOp::from_name(name)
        .map(AnyCf::Cf)
        .or_else(|| CfAluOp::from_name(name).map(AnyCf::Alu))
        .or_else(|| CfExportOp::from_name(name).map(AnyCf::Export))
}

fn addr_attr(c: &mut Cursor, max: u64) -> PResult<(u32, usize)> {
    c.skip_ws();
    let at = c.pos;
    c.expect('@')?;
    Ok((c.uint_max(max, "address")? as u32, at))
}

fn cf_word(c: &mut Cursor, op: CfOp, given: &mut Given) -> PResult<CfWord> {
    let mut w = CfWord::new(op);
    let flags = op.info().flags;
    let clause = flags.contains(CfFlags::TEX_CLAUSE) || flags.contains(CfFlags::VTX_CLAUSE);
    while !c.at_end() {
        if c.peek() == Some('@') {
            let (a, at) = addr_attr(c, u64::from(u32::MAX))?;
            w.addr = a;
            given.addr = Some((a, c.line, at + 1));
            continue;
        }
        let (k, at) = key(c)?;
        match k.as_str() {
            kw::CNT if clause => {
                c.colon()?;
                let v = c.uint_max(8, "CNT")? as u32;
                given.cnt = Some((v, c.line, at + 1));
            }
            kw::COUNT if !clause => {
                c.colon()?;
                w.count = c.uint_max(7, "COUNT")? as u8;
            }
            kw::POP => {
                c.colon()?;
                w.pop_count = c.uint_max(7, "POP")? as u8;
            }
            kw::CONST => {
                c.colon()?;
                w.cf_const = c.uint_max(31, "CONST")? as u8;
            }
            kw::COND => {
                c.colon()?;
                let (v, vat) = key(c)?;
                w.cond = *CfCond::ALL
                    .iter()
                    .find(|x| x.name() == v)
                    .ok_or_else(|| c.err_at(vat, format!("unknown condition '{v}'")))?;
            }
            kw::CALL_COUNT => {
                c.colon()?;
                w.call_count = c.uint_max(63, "CALL_COUNT")? as u8;
            }
            kw::EOP => w.end_of_program = true,
            kw::VPM => w.valid_pixel_mode = true,
            kw::WQM => w.whole_quad_mode = true,
            kw::NO_BARRIER => w.barrier = false,
            _ => return Err(c.err_at(at, format!("unknown attribute '{k}' for {}", op.name()))),
        }
    }
    Ok(w)
}

fn cf_alu(c: &mut Cursor, op: CfAluOp, given: &mut Given) -> PResult<CfAluWord> {
    let mut w = CfAluWord::new(op);
    while !c.at_end() {
        if c.peek() == Some('@') {
            let (a, at) = addr_attr(c, (1 << 22) - 1)?;
            given.addr = Some((a, c.line, at + 1));
            continue;
        }
        let (k, at) = key(c)?;
        match k.as_str() {
            kw::CNT => {
                c.colon()?;
                let v = c.uint_max(128, "CNT")? as u32;
                given.cnt = Some((v, c.line, at + 1));
            }
            "KC0" | "KC1" => {
                let which = usize::from(k == "KC1");
                let kc = kcache(c)?;
                if let Some(slot) = w.kcache.get_mut(which) {
                    *slot = kc;
                }
            }
            kw::WATERFALL => w.uses_waterfall = true,
            kw::WQM => w.whole_quad_mode = true,
            kw::NO_BARRIER => w.barrier = false,
            _ => return Err(c.err_at(at, format!("unknown attribute '{k}' for {}", op.name()))),
        }
    }
    Ok(w)
}

/// `[CB<bank>:<lo>-<hi>]`, `[CB<bank>:AL+<lo>-<hi>]` or `[CB<bank>:NOP,<line>]`.
fn kcache(c: &mut Cursor) -> PResult<Kcache> {
    c.expect('[')?;
    let (cb, at) = c.expect_ident("CB<bank>")?;
    let bank = cb
        .strip_prefix("CB")
        .and_then(|n| n.parse::<u8>().ok())
        .filter(|b| *b < 16)
        .ok_or_else(|| c.err_at(at, format!("expected CB0-CB15, found '{cb}'")))?;
    c.expect(':')?;
    c.skip_ws();
    let start = c.pos;
    let kc = if let Some((w, wat)) = c.ident() {
        match w.as_str() {
            kw::NOP => {
                c.expect(',')?;
                let addr = c.uint_max(255, "kcache line")? as u8;
                Kcache {
                    bank,
                    mode: KcacheMode::Nop,
                    addr,
                }
            }
            kw::AL => {
                c.expect('+')?;
                let (addr, lines) = line_range(c, start)?;
                if lines != 2 {
                    return Err(
                        c.err_at(start, "a loop-indexed lock covers two lines (32 constants)")
                    );
                }
                Kcache {
                    bank,
                    mode: KcacheMode::LockLoopIndex,
                    addr,
                }
            }
            _ => return Err(c.err_at(wat, format!("unexpected '{w}'"))),
        }
    } else {
        let (addr, lines) = line_range(c, start)?;
        Kcache {
            bank,
            mode: if lines == 1 {
                KcacheMode::Lock1
            } else {
                KcacheMode::Lock2
            },
            addr,
        }
    };
    c.expect(']')?;
    Ok(kc)
}

/// `<lo>-<hi>`: one or two whole kcache lines; returns (first line, number of lines).
fn line_range(c: &mut Cursor, start: usize) -> PResult<(u8, u32)> {
    let line = u64::from(KCACHE_LINE);
    let lo = c.uint()?;
    c.expect('-')?;
    let hi = c.uint()?;
    let len = hi.checked_add(1).and_then(|end| end.checked_sub(lo));
    let lines = len.filter(|l| l % line == 0).map(|l| l / line);
    match (lines, u8::try_from(lo / line)) {
        (Some(n @ 1..=2), Ok(first)) if lo % line == 0 => Ok((first, n as u32)),
        _ => Err(c.err_at(
            start,
            "a kcache range is one or two whole lines of 16 constants (e.g. 0-15, 16-47)",
        )),
    }
}

fn cf_export(c: &mut Cursor, op: CfExportOp) -> PResult<CfExportWord> {
    let mut w = CfExportWord::new(op);
    let (ty, at) = key(c)?;
    let names: &[&str] = if w.is_export() {
        &EXPORT_TYPES
    } else {
        &MEM_TYPES
    };
    w.ty = names.iter().position(|n| *n == ty).ok_or_else(|| {
        c.err_at(
            at,
            format!("expected one of {} for {}", names.join(", "), op.name()),
        )
    })? as u8;
    c.colon()?;
    w.array_base = c.uint_max(8191, "ARRAY_BASE")? as u16;
    let (gpr, rel) = gpr_al(c)?;
    w.rw_gpr = gpr;
    w.rw_rel = rel;
    c.expect('.')?;
    w.tail = if w.is_export() {
        ExportTail::Swiz { sel: swizzle(c)? }
    } else {
        let (m, mat) = c.word();
        let mut mask = 0u8;
        let mut ok = m.chars().count() == 4;
        for (i, (ch, want)) in m.chars().zip("xyzw".chars()).enumerate() {
            if ch.eq_ignore_ascii_case(&want) {
                mask |= 1 << i;
            } else if ch != '_' {
                ok = false;
            }
        }
        if !ok {
            return Err(c.err_at(
                mat,
                format!("expected a component mask like xy_w, found '{m}'"),
            ));
        }
        ExportTail::Buf {
            array_size: 0,
            comp_mask: mask,
        }
    };
    while !c.at_end() {
        let (k, at) = key(c)?;
        match k.as_str() {
            kw::INDEX => {
                c.colon()?;
                let (g, rel) = gpr_al(c)?;
                if rel {
                    return Err(c.err_at(at, "INDEX_GPR cannot be relative"));
                }
                w.index_gpr = g;
            }
            kw::ES => {
                c.colon()?;
                w.elem_size = c.uint_max(3, "ES")? as u8;
            }
            kw::SIZE => {
                c.colon()?;
                let v = c.uint_max(4095, "SIZE")? as u16;
                match &mut w.tail {
                    ExportTail::Buf { array_size, .. } => *array_size = v,
                    ExportTail::Swiz { .. } => {
                        return Err(c.err_at(at, "exports have no ARRAY_SIZE"))
                    }
                }
            }
            kw::ELEM_LOOP => w.elem_loop = true,
            kw::BURST => {
                c.colon()?;
                c.skip_ws();
                let bat = c.pos;
                let v = c.uint_max(16, "BURST")?;
                if v == 0 {
                    return Err(c.err_at(bat, "BURST is 1-16"));
                }
                w.burst_count = (v - 1) as u8;
            }
            kw::EOP => w.end_of_program = true,
            kw::VPM => w.valid_pixel_mode = true,
            kw::WQM => w.whole_quad_mode = true,
            kw::NO_BARRIER => w.barrier = false,
            _ => return Err(c.err_at(at, format!("unknown attribute '{k}' for {}", op.name()))),
        }
    }
    Ok(w)
}

/// A relative-addressing marker `[AR.x]`…`[AR.w]` / `[AL]`, if present.
fn rel_marker(c: &mut Cursor) -> PResult<Option<(IndexMode, usize)>> {
    if c.peek() != Some('[') {
        return Ok(None);
    }
    let at = c.pos;
    c.pos += 1;
    let (w, wat) = c.expect_ident("AR.<elem> or AL")?;
    let mode = if w.eq_ignore_ascii_case(kw::AL) {
        IndexMode::Loop
    } else if w.eq_ignore_ascii_case("AR") {
        c.expect('.')?;
        match chan_char(c)? {
            Chan::X => IndexMode::ArX,
            Chan::Y => IndexMode::ArY,
            Chan::Z => IndexMode::ArZ,
            Chan::W => IndexMode::ArW,
        }
    } else {
        return Err(c.err_at(wat, format!("expected AR.<elem> or AL, found '{w}'")));
    };
    c.expect(']')?;
    Ok(Some((mode, at)))
}

fn chan_char(c: &mut Cursor) -> PResult<Chan> {
    let at = c.pos;
    let ch = c
        .peek_raw()
        .and_then(Chan::from_letter)
        .ok_or_else(|| c.err_at(at, "expected x, y, z or w"))?;
    c.pos += 1;
    Ok(ch)
}

/// `.c` element suffix (required unless `optional`).
fn elem_suffix(c: &mut Cursor, optional: bool) -> PResult<Chan> {
    if c.peek_raw() == Some('.') {
        c.pos += 1;
        return chan_char(c);
    }
    if optional {
        Ok(Chan::X)
    } else {
        Err(c.err("expected an element suffix .x, .y, .z or .w"))
    }
}

/// Collects the index mode of relative operands and checks they agree.
struct RelModes(Option<(IndexMode, usize)>);

impl RelModes {
    fn add(&mut self, c: &Cursor, m: Option<(IndexMode, usize)>) -> PResult<bool> {
        let Some((mode, at)) = m else {
            return Ok(false);
        };
        if let Some((prev, _)) = self.0 {
            if prev != mode {
                return Err(c.err_at(
                    at,
                    "all relative operands of an instruction share one index (INDEX_MODE)",
                ));
            }
        }
        self.0 = Some((mode, at));
        Ok(true)
    }
}

fn alu_dst(c: &mut Cursor, modes: &mut RelModes) -> PResult<AluDst> {
    c.skip_ws();
    let masked = c.peek_raw() == Some('_') && c.chars.get(c.pos + 1) == Some(&'_');
    if masked {
        c.pos += 2;
        if c.peek_raw() == Some('.') {
            let chan = elem_suffix(c, false)?;
            return Ok(AluDst {
                gpr: 0,
                chan,
                rel: false,
                write: false,
            });
        }
    }
    let (id, iat) = c.expect_ident("a destination register")?;
    let gpr = id
        .strip_prefix('R')
        .and_then(|n| n.parse::<u8>().ok())
        .filter(|n| *n < 128)
        .ok_or_else(|| c.err_at(iat, format!("expected a destination R0-R127, found '{id}'")))?;
    let marker = rel_marker(c)?;
    let rel = modes.add(c, marker)?;
    let chan = elem_suffix(c, false)?;
    Ok(AluDst {
        gpr,
        chan,
        rel,
        write: !masked,
    })
}

fn alu_src(c: &mut Cursor, modes: &mut RelModes) -> PResult<AluSrc> {
    c.skip_ws();
    if c.eat('-') {
        // "-1" (no space) is the inline constant -1.
        if c.peek_raw() == Some('1')
            && !c.chars.get(c.pos + 1).is_some_and(|ch| {
                ch.is_ascii_digit()
                    || *ch == '.' && c.chars.get(c.pos + 2).is_some_and(|d| d.is_ascii_digit())
            })
        {
            c.pos += 1;
            let marker = rel_marker(c)?;
            let rel = modes.add(c, marker)?;
            let chan = elem_suffix(c, true)?;
            return Ok(AluSrc {
                sel: SrcSel::Inline(InlineConst::MinusOneInt),
                chan,
                rel,
                neg: false,
                abs: false,
            });
        }
        let inner = if c.eat('(') {
            let s = alu_src(c, modes)?;
            c.expect(')')?;
            s
        } else {
            alu_src(c, modes)?
        };
        if inner.neg {
            return Err(c.err("double negation"));
        }
        return Ok(AluSrc { neg: true, ..inner });
    }
    if c.eat('|') {
        let inner = alu_src(c, modes)?;
        c.expect('|')?;
        if inner.abs || inner.neg {
            return Err(c.err("write -|x|, not |-x| or ||x||"));
        }
        return Ok(AluSrc { abs: true, ..inner });
    }
    let at = c.pos;
    if c.peek_raw().is_some_and(|ch| ch.is_ascii_digit()) {
        let mut text = String::new();
        while let Some(ch) = c.peek_raw() {
            let next_digit = c.chars.get(c.pos + 1).is_some_and(|d| d.is_ascii_digit());
            if ch.is_ascii_digit() || (ch == '.' && next_digit && !text.contains('.')) {
                text.push(ch);
                c.pos += 1;
            } else {
                break;
            }
        }
        let k = InlineConst::ALL
            .iter()
            .copied()
            .find(|k| k.text() == text)
            .ok_or_else(|| {
                c.err_at(
                    at,
                    format!(
                        "'{text}' is not an inline constant (0.0, 0.5, 1.0, 1, -1); use a literal"
                    ),
                )
            })?;
        let marker = rel_marker(c)?;
        let rel = modes.add(c, marker)?;
        let chan = elem_suffix(c, true)?;
        return Ok(AluSrc {
            sel: SrcSel::Inline(k),
            chan,
            rel,
            neg: false,
            abs: false,
        });
    }
    let (id, iat) = c.expect_ident("a source operand")?;
    let upper = id.to_ascii_uppercase();
    let num = |prefix: &str| {
        upper
            .strip_prefix(prefix)
            .and_then(|n| n.parse::<u32>().ok())
    };
    let (sel, optional_elem) = if id.eq_ignore_ascii_case(kw::LITERAL) {
        (SrcSel::Literal, false)
    } else if upper == kw::PV {
        (SrcSel::Pv, false)
    } else if upper == kw::PS {
        (SrcSel::Ps, true)
    } else if let Some(b) = num("KC").filter(|b| *b < 2) {
        c.expect('[')?;
        let index = c.uint_max(31, "kcache index")? as u8;
        c.expect(']')?;
        (
            SrcSel::Kcache {
                bank: b as u8,
                index,
            },
            false,
        )
    } else if let Some(g) = num("R") {
        if g > 127 {
            return Err(c.err_at(iat, "GPRs are R0-R127"));
        }
        (SrcSel::Gpr(g as u8), false)
    } else if let Some(k) = num("C") {
        if k > 255 {
            return Err(c.err_at(iat, "constant-file registers are C0-C255"));
        }
        (SrcSel::Cfile(k as u8), false)
    } else {
        return Err(c.err_at(iat, format!("unknown operand '{id}'")));
    };
    let marker = rel_marker(c)?;
    let rel = modes.add(c, marker)?;
    let chan = elem_suffix(c, optional_elem)?;
    Ok(AluSrc {
        sel,
        chan,
        rel,
        neg: false,
        abs: false,
    })
}

fn alu_inst(c: &mut Cursor) -> PResult<AluInst> {
    let (name, at) = c.expect_ident("an ALU opcode")?;
    let op = AluOp::from_name(&name)
        .ok_or_else(|| c.err_at(at, format!("unknown ALU opcode '{name}'")))?;
    let info = op.info();
    let mut modes = RelModes(None);
    let dst = alu_dst(c, &mut modes)?;
    let max_srcs = if info.format == AluFormat::Op3 { 3 } else { 2 };
    let mut srcs = Vec::new();
    while c.eat(',') {
        if srcs.len() == max_srcs {
            return Err(c.err(format!(
                "{} has at most {max_srcs} source fields",
                info.name
            )));
        }
        srcs.push(alu_src(c, &mut modes)?);
    }
    if srcs.len() < usize::from(info.srcs) {
        return Err(c.err(format!(
            "{} takes {} source operand(s)",
            info.name, info.srcs
        )));
    }
    if info.format == AluFormat::Op3 && (srcs.iter().any(|s| s.abs) || !dst.write) {
        return Err(c.err_at(
            at,
            format!("{} (OP3) has no ABS modifier and no write mask", info.name),
        ));
    }
    let mut inst = AluInst::new(op, dst, &srcs);
    if let Some((mode, _)) = modes.0 {
        inst.index_mode = mode;
    }
    while !c.at_end() {
        let (k, kat) = key(c)?;
        let op2_only = |c: &Cursor| -> PResult<()> {
            if info.format == AluFormat::Op3 {
                Err(c.err_at(kat, format!("{k} is an OP2-only field")))
            } else {
                Ok(())
            }
        };
        match k.as_str() {
            kw::CLAMP => inst.clamp = true,
            kw::OMOD => {
                op2_only(c)?;
                c.colon()?;
                let (v, vat) = key(c)?;
                inst.omod = [Omod::M2, Omod::M4, Omod::D2]
                    .into_iter()
                    .find(|o| o.text() == v)
                    .ok_or_else(|| c.err_at(vat, "OMOD is M2, M4 or D2"))?;
            }
            kw::UPDATE_EXEC_MASK => {
                op2_only(c)?;
                inst.update_exec_mask = true;
            }
            kw::UPDATE_PRED => {
                op2_only(c)?;
                inst.update_pred = true;
            }
            kw::FOG_MERGE => {
                op2_only(c)?;
                inst.fog_merge = true;
            }
            kw::PRED_SEL => {
                c.colon()?;
                let (v, vat) = key(c)?;
                inst.pred_sel = match v.as_str() {
                    kw::ZERO => PredSel::Zero,
                    kw::ONE => PredSel::One,
                    _ => return Err(c.err_at(vat, "PRED_SEL is ZERO or ONE")),
                };
            }
            kw::BS => {
                c.colon()?;
                c.skip_ws();
                let vat = c.pos;
                let v = if c.peek_raw().is_some_and(|ch| ch.is_ascii_digit()) {
                    c.uint_max(5, "BANK_SWIZZLE")? as u8
                } else {
                    let (name, _) = key(c)?;
                    let pos = BankSwizzle::VEC_NAMES
                        .iter()
                        .position(|n| *n == name)
                        .or_else(|| BankSwizzle::SCL_NAMES.iter().position(|n| *n == name));
                    pos.ok_or_else(|| c.err_at(vat, format!("unknown bank swizzle '{name}'")))?
                        as u8
                };
                inst.bank_swizzle = BankSwizzle(v);
            }
            kw::IDX => {
                c.colon()?;
                c.skip_ws();
                let iat = c.pos;
                let (w, _) = c.expect_ident("AR.<elem> or AL")?;
                let mode = if w.eq_ignore_ascii_case(kw::AL) {
                    IndexMode::Loop
                } else {
                    c.expect('.')?;
                    match chan_char(c)? {
                        Chan::X => IndexMode::ArX,
                        Chan::Y => IndexMode::ArY,
                        Chan::Z => IndexMode::ArZ,
                        Chan::W => IndexMode::ArW,
                    }
                };
                if modes.0.is_some_and(|(m, _)| m != mode) {
                    return Err(c.err_at(iat, "IDX disagrees with the relative operands"));
                }
                inst.index_mode = mode;
            }
            _ => return Err(c.err_at(kat, format!("unknown attribute '{k}'"))),
        }
    }
    Ok(inst)
}

fn sel_after_dot(c: &mut Cursor) -> PResult<[CompSel; 4]> {
    c.expect('.')?;
    swizzle(c)
}

fn tex_line(c: &mut Cursor, op: TexOp) -> PResult<TexInst> {
    let (dst, dst_rel) = gpr_al(c)?;
    let dst_sel = sel_after_dot(c)?;
    c.expect(',')?;
    let (src, src_rel) = gpr_al(c)?;
    let src_sel = sel_after_dot(c)?;
    let mut t = TexInst::new(op, dst, src);
    t.dst_rel = dst_rel;
    t.src_rel = src_rel;
    t.dst_sel = dst_sel;
    t.src_sel = src_sel;
    c.expect(',')?;
    expect_key(c, kw::RID)?;
    t.resource_id = c.uint_max(255, "RID")? as u8;
    c.expect(',')?;
    expect_key(c, kw::SID)?;
    t.sampler_id = c.uint_max(31, "SID")? as u8;
    while !c.at_end() {
        let (k, at) = key(c)?;
        match k.as_str() {
            kw::OFFSET => {
                c.colon()?;
                c.expect('(')?;
                let x = c.int_range(-16, 15, "OFFSET_X")?;
                c.expect(',')?;
                let y = c.int_range(-16, 15, "OFFSET_Y")?;
                c.expect(',')?;
                let z = c.int_range(-16, 15, "OFFSET_Z")?;
                c.expect(')')?;
                t.offset = [x as i8, y as i8, z as i8];
            }
            kw::LOD_BIAS => {
                c.colon()?;
                t.lod_bias = c.int_range(-64, 63, "LOD_BIAS")? as i8;
            }
            kw::CT => {
                c.colon()?;
                let (w, wat) = c.word();
                let v: Option<Vec<bool>> = w
                    .chars()
                    .map(|ch| match ch {
                        'N' | 'n' => Some(true),
                        'U' | 'u' => Some(false),
                        _ => None,
                    })
                    .collect();
                match v.as_deref() {
                    Some(&[a, b, cc, d]) => t.coord_normalized = [a, b, cc, d],
                    _ => {
                        return Err(
                            c.err_at(wat, "CT is four letters N (normalized) or U (unnormalized)")
                        )
                    }
                }
            }
            kw::BFM => t.bc_frac_mode = true,
            kw::WHOLE_QUAD => t.fetch_whole_quad = true,
            _ => return Err(c.err_at(at, format!("unknown attribute '{k}' for {}", op.name()))),
        }
    }
    Ok(t)
}

fn expect_key(c: &mut Cursor, want: &str) -> PResult<()> {
    let (k, at) = key(c)?;
    if k != want {
        return Err(c.err_at(at, format!("expected {want}:")));
    }
    c.colon()
}

fn vtx_line(c: &mut Cursor, op: VtxOp) -> PResult<VtxInst> {
    let mut v = VtxInst::new(0, 0, 0);
    v.op = op;
    v.dst = match op {
        VtxOp::Fetch => {
            let (gpr, rel) = gpr_al(c)?;
            VtxDst::Gpr { gpr, rel }
        }
        VtxOp::Semantic => {
            expect_ident_eq(c, kw::SEM)?;
            c.expect('[')?;
            let id = c.uint_max(255, "semantic id")? as u8;
            c.expect(']')?;
            VtxDst::Semantic(id)
        }
    };
    v.dst_sel = sel_after_dot(c)?;
    c.expect(',')?;
    let (src, src_rel) = gpr_al(c)?;
    v.src_gpr = src;
    v.src_rel = src_rel;
    c.expect('.')?;
    v.src_sel_x = chan_letter(c)?;
    c.expect(',')?;
    expect_key(c, kw::BUF)?;
    v.buffer_id = c.uint_max(255, "BUF")? as u8;
    while !c.at_end() {
        let (k, at) = key(c)?;
        match k.as_str() {
            kw::FETCH_TYPE => {
                c.colon()?;
                let (t, tat) = key(c)?;
                v.fetch_type = *FetchType::ALL
                    .iter()
                    .find(|f| f.name() == t)
                    .ok_or_else(|| c.err_at(tat, format!("unknown fetch type '{t}'")))?;
            }
            kw::MFC => {
                c.colon()?;
                v.mega_fetch_count = c.uint_max(63, "MFC")? as u8;
            }
            kw::FMT => {
                c.colon()?;
                v.data_format = c.uint_max(63, "FMT")? as u8;
            }
            kw::NUM => {
                c.colon()?;
                let (t, tat) = key(c)?;
                v.num_format = *NumFormat::ALL
                    .iter()
                    .find(|f| f.name() == t)
                    .ok_or_else(|| c.err_at(tat, format!("unknown number format '{t}'")))?;
            }
            kw::SIGNED => v.format_signed = true,
            kw::SRF_NO_ZERO => v.srf_mode_no_zero = true,
            kw::USE_CONST_FIELDS => v.use_const_fields = true,
            kw::OFFSET => {
                c.colon()?;
                v.offset = c.uint_max(65535, "OFFSET")? as u16;
            }
            kw::ENDIAN => {
                c.colon()?;
                let (t, tat) = c.word();
                v.endian_swap = ENDIAN_NAMES
                    .iter()
                    .position(|n| n.eq_ignore_ascii_case(&t))
                    .ok_or_else(|| {
                        c.err_at(
                            tat,
                            format!("unknown endian swap '{t}' (NONE, 8IN16, 8IN32)"),
                        )
                    })? as u8;
            }
            kw::NO_STRIDE => v.const_buf_no_stride = true,
            kw::MEGA => v.mega_fetch = true,
            kw::WHOLE_QUAD => v.fetch_whole_quad = true,
            _ => return Err(c.err_at(at, format!("unknown attribute '{k}' for {}", op.name()))),
        }
    }
    Ok(v)
}

fn expect_ident_eq(c: &mut Cursor, want: &str) -> PResult<()> {
    let (w, at) = c.expect_ident(want)?;
    if w.eq_ignore_ascii_case(want) {
        Ok(())
    } else {
        Err(c.err_at(at, format!("expected {want}, found '{w}'")))
    }
}
