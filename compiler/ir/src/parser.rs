//! Parser for the text form printed by [`crate::printer`], for pass tests written as text.
//!
//! Value and block numbers are preserved (`v7` in the text is `Value::new(7)`), so
//! `parse(print(f)) == f` for functions whose arenas are in layout order. Result types are
//! inferred from operands after the whole function is read, so uses may precede definitions
//! in the text. Errors carry `line:col`, including operands that break an instruction's type
//! rule; dominance and block-argument checks are left to the verifier.

use crate::entities::{Block, Inst, Value};
use crate::function::{Function, ValueData, ValueDef};
use crate::instructions::{
    AddressSpace, AtomicOp, BlockCall, DerivAxis, FenceFlags, FloatCC, FloatFlags, InstructionData,
    IntCC, MemSize, SpecialKind, SpecialReg, TexDesc, TexDim, TexOp,
};
use crate::opcode::Opcode;
use crate::types::Type;
use cranelift_entity::EntityRef;

/// The located parse error shared with R600 assembly (`line:col: error: message`).
pub use amdil::diag::ParseError;

#[derive(Clone, Debug, PartialEq)]
enum Tok {
    Word(String),
    Punct(char),
}

#[derive(Clone, Debug)]
struct Token {
    tok: Tok,
    line: usize,
    col: usize,
}

/// Largest value or block number accepted (keeps arenas small on hostile input).
const MAX_ENTITY: usize = 1 << 20;

fn tokenize_line(text: &str, line: usize) -> Result<Vec<Token>, ParseError> {
    let text = match text.find(';') {
        Some(i) => &text[..i],
        None => text,
    };
    let mut out = Vec::new();
    let chars: Vec<(usize, char)> = text.char_indices().collect();
    let mut i = 0;
    while let Some(&(_, c)) = chars.get(i) {
        let col = i + 1;
        if c.is_whitespace() {
            i += 1;
        } else if "=,:(){}@".contains(c) {
            out.push(Token {
                tok: Tok::Punct(c),
                line,
                col,
            });
            i += 1;
        } else if c.is_ascii_alphanumeric()
            || c == '_'
            || c == '-'
            || c == '%'
            || c == '.'
            || c == '+'
        {
            let start = i;
            while let Some(&(_, d)) = chars.get(i) {
                if d.is_ascii_alphanumeric() || "_-%.+".contains(d) {
                    i += 1;
                } else {
                    break;
                }
            }
            let word: String = chars[start..i].iter().map(|(_, ch)| *ch).collect();
            out.push(Token {
                tok: Tok::Word(word),
                line,
                col,
            });
        } else {
            return Err(ParseError {
                line,
                col,
                message: format!("unexpected character `{c}`"),
            });
        }
    }
    Ok(out)
}

fn entity_number(word: &str, prefix: &str) -> Option<usize> {
    let digits = word.strip_prefix(prefix)?;
    if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    digits.parse().ok()
}

/// Parses an integer written in decimal (optionally negative) or `0x` hexadecimal.
fn parse_int(word: &str) -> Option<i128> {
    let (neg, body) = match word.strip_prefix('-') {
        Some(rest) => (true, rest),
        None => (false, word),
    };
    let magnitude = if let Some(hex) = body.strip_prefix("0x") {
        i128::from_str_radix(hex, 16).ok()?
    } else {
        body.parse::<i128>().ok()?
    };
    Some(if neg { -magnitude } else { magnitude })
}

struct Cursor<'a> {
    toks: &'a [Token],
    pos: usize,
    line: usize,
    end_col: usize,
}

impl<'a> Cursor<'a> {
    fn err<T>(&self, message: impl Into<String>) -> Result<T, ParseError> {
        let (line, col) = match self.toks.get(self.pos) {
            Some(t) => (t.line, t.col),
            None => (self.line, self.end_col),
        };
        Err(ParseError {
            line,
            col,
            message: message.into(),
        })
    }

    fn peek(&self) -> Option<&Tok> {
        self.toks.get(self.pos).map(|t| &t.tok)
    }

    fn word(&mut self, what: &str) -> Result<String, ParseError> {
        match self.peek() {
            Some(Tok::Word(w)) => {
                let w = w.clone();
                self.pos += 1;
                Ok(w)
            }
            _ => self.err(format!("expected {what}")),
        }
    }

    fn punct(&mut self, c: char) -> Result<(), ParseError> {
        if self.peek() == Some(&Tok::Punct(c)) {
            self.pos += 1;
            Ok(())
        } else {
            self.err(format!("expected `{c}`"))
        }
    }

    fn eat_punct(&mut self, c: char) -> bool {
        if self.peek() == Some(&Tok::Punct(c)) {
            self.pos += 1;
            true
        } else {
            false
        }
    }

    fn at_end(&self) -> bool {
        self.pos >= self.toks.len()
    }

    fn expect_end(&self) -> Result<(), ParseError> {
        if self.at_end() {
            Ok(())
        } else {
            self.err("unexpected trailing tokens")
        }
    }

    fn number(&mut self, what: &str) -> Result<i128, ParseError> {
        let save = self.pos;
        let w = self.word(what)?;
        match parse_int(&w) {
            Some(n) => Ok(n),
            None => {
                self.pos = save;
                self.err(format!("expected {what}, found `{w}`"))
            }
        }
    }

    fn u32(&mut self, what: &str) -> Result<u32, ParseError> {
        let save = self.pos;
        let n = self.number(what)?;
        u32::try_from(n).or_else(|_| {
            self.pos = save;
            self.err(format!("{what} out of range"))
        })
    }

    fn value(&mut self) -> Result<Value, ParseError> {
        let save = self.pos;
        let w = self.word("a value")?;
        match entity_number(&w, "v") {
            Some(n) if n < MAX_ENTITY => Ok(Value::new(n)),
            _ => {
                self.pos = save;
                self.err(format!("expected a value, found `{w}`"))
            }
        }
    }

    fn values(&mut self, n: usize) -> Result<Vec<Value>, ParseError> {
        let mut out = Vec::with_capacity(n);
        for i in 0..n {
            if i > 0 {
                self.punct(',')?;
            }
            out.push(self.value()?);
        }
        Ok(out)
    }

    fn block(&mut self) -> Result<Block, ParseError> {
        let save = self.pos;
        let w = self.word("a block")?;
        match entity_number(&w, "block") {
            Some(n) if n < MAX_ENTITY => Ok(Block::new(n)),
            _ => {
                self.pos = save;
                self.err(format!("expected a block, found `{w}`"))
            }
        }
    }

    fn block_call(&mut self) -> Result<BlockCall, ParseError> {
        let block = self.block()?;
        let mut args = smallvec::SmallVec::new();
        if self.eat_punct('(') && !self.eat_punct(')') {
            loop {
                args.push(self.value()?);
                if self.eat_punct(')') {
                    break;
                }
                self.punct(',')?;
            }
        }
        Ok(BlockCall { block, args })
    }

    fn space(&mut self) -> Result<AddressSpace, ParseError> {
        let save = self.pos;
        let w = self.word("an address space")?;
        let id = |c: &mut Cursor| -> Result<u32, ParseError> {
            c.punct('(')?;
            let n = c.u32("an id")?;
            c.punct(')')?;
            Ok(n)
        };
        Ok(match w.as_str() {
            "uav" => AddressSpace::Uav(id(self)?),
            "typed_uav" => AddressSpace::TypedUav(id(self)?),
            "cb" => AddressSpace::Cb(id(self)?),
            "private" => AddressSpace::Private(id(self)?),
            "global" => AddressSpace::Global,
            "lds" => AddressSpace::Lds,
            "gds" => AddressSpace::Gds,
            "icb" => AddressSpace::Icb,
            "interpolant" => AddressSpace::Interpolant(id(self)?),
            "vertex_input" => AddressSpace::VertexInput(id(self)?),
            "output" => AddressSpace::Output(id(self)?),
            "discard" => AddressSpace::Discard,
            _ => {
                self.pos = save;
                return self.err(format!("unknown address space `{w}`"));
            }
        })
    }

    /// Reads float-flag words until the next token is not one.
    fn float_flags(&mut self) -> FloatFlags {
        let mut flags = FloatFlags::default();
        while let Some(Tok::Word(w)) = self.peek() {
            let w = w.clone();
            if flags.apply_word(&w) {
                self.pos += 1;
            } else {
                break;
            }
        }
        flags
    }
}

struct PendingInst {
    inst: Inst,
    result: Option<Value>,
    line: usize,
    col: usize,
}

/// Parses one function.
pub fn parse_function(text: &str) -> Result<Function, ParseError> {
    let mut lines = Vec::new();
    for (i, line) in text.lines().enumerate() {
        let toks = tokenize_line(line, i + 1)?;
        if !toks.is_empty() {
            lines.push((i + 1, line.len() + 1, toks));
        }
    }
    // Pre-scan for the largest value and block numbers so numbering is preserved.
    let (mut max_value, mut max_block) = (None::<usize>, None::<usize>);
    for (_, _, toks) in &lines {
        for t in toks {
            if let Tok::Word(w) = &t.tok {
                if let Some(n) = entity_number(w, "v").filter(|n| *n < MAX_ENTITY) {
                    max_value = Some(max_value.map_or(n, |m| m.max(n)));
                }
                if let Some(n) = entity_number(w, "block").filter(|n| *n < MAX_ENTITY) {
                    max_block = Some(max_block.map_or(n, |m| m.max(n)));
                }
            }
        }
    }
    let mut iter = lines.iter();
    let Some((first_line, first_end, first)) = iter.next() else {
        return Err(ParseError {
            line: 1,
            col: 1,
            message: "expected `function`".into(),
        });
    };
    let mut c = Cursor {
        toks: first,
        pos: 0,
        line: *first_line,
        end_col: *first_end,
    };
    if c.word("`function`")? != "function" {
        c.pos = 0;
        return c.err("expected `function`");
    }
    let name = c.word("a function name")?;
    let Some(name) = name.strip_prefix('%') else {
        c.pos -= 1;
        return c.err("function names start with `%`");
    };
    c.punct('{')?;
    c.expect_end()?;

    let mut func = Function::new(name);
    for _ in 0..max_value.map_or(0, |m| m + 1) {
        func.values.push(ValueData {
            ty: Type::I32,
            def: ValueDef::Detached,
        });
    }
    for _ in 0..max_block.map_or(0, |m| m + 1) {
        func.blocks.push(Default::default());
    }
    let mut defined_at: Vec<Option<(usize, usize)>> = vec![None; func.values.len()];
    let mut block_defined = vec![false; func.blocks.len()];
    let mut block_refs: Vec<(Block, usize, usize)> = Vec::new();
    let mut pending: Vec<PendingInst> = Vec::new();
    let mut current: Option<Block> = None;
    let mut closed = false;

    for (line, end_col, toks) in iter {
        let mut c = Cursor {
            toks,
            pos: 0,
            line: *line,
            end_col: *end_col,
        };
        if closed {
            return c.err("text after the closing `}`");
        }
        let (first_word, first_col) = match &toks[0].tok {
            Tok::Word(w) => (w.clone(), toks[0].col),
            Tok::Punct('}') => {
                c.pos = 1;
                c.expect_end()?;
                closed = true;
                continue;
            }
            Tok::Punct('@') => (String::new(), toks[0].col),
            Tok::Punct(p) => return c.err(format!("unexpected `{p}`")),
        };
        let mut define = |func: &mut Function,
                          v: Value,
                          ty: Type,
                          def: ValueDef,
                          col: usize|
         -> Result<(), ParseError> {
            let slot = &mut defined_at[v.index()];
            if let Some((l, cl)) = slot {
                return Err(ParseError {
                    line: *line,
                    col,
                    message: format!("{v} is already defined at {l}:{cl}"),
                });
            }
            *slot = Some((*line, col));
            func.values[v] = ValueData { ty, def };
            Ok(())
        };
        match first_word.as_str() {
            "group_size" if current.is_none() => {
                c.pos = 1;
                let x = c.u32("a work-group size")?;
                c.punct(',')?;
                let y = c.u32("a work-group size")?;
                c.punct(',')?;
                let z = c.u32("a work-group size")?;
                c.expect_end()?;
                func.group_size = Some([x, y, z]);
                continue;
            }
            "lds" if current.is_none() => {
                c.pos = 1;
                func.lds_bytes = c.u32("a byte count")?;
                c.expect_end()?;
                continue;
            }
            "gds" if current.is_none() => {
                c.pos = 1;
                func.gds_bytes = c.u32("a byte count")?;
                c.expect_end()?;
                continue;
            }
            "private" if current.is_none() => {
                c.pos = 1;
                func.private_arrays.push(c.u32("a word count")?);
                c.expect_end()?;
                continue;
            }
            "icb" if current.is_none() => {
                c.pos = 1;
                loop {
                    let n = c.number("a word")?;
                    func.icb.push(n as u32);
                    if c.at_end() {
                        break;
                    }
                    c.punct(',')?;
                }
                continue;
            }
            _ => {}
        }
        if entity_number(&first_word, "block").is_some() {
            let block = c.block()?;
            if block_defined[block.index()] {
                return c.err(format!("{block} is defined twice"));
            }
            block_defined[block.index()] = true;
            func.layout.push(block);
            if c.eat_punct('(') && !c.eat_punct(')') {
                loop {
                    let col = c.toks.get(c.pos).map_or(c.end_col, |t| t.col);
                    let v = c.value()?;
                    c.punct(':')?;
                    let tw = c.word("a type")?;
                    let Some(ty) = Type::from_name(&tw) else {
                        c.pos -= 1;
                        return c.err(format!("unknown type `{tw}`"));
                    };
                    let index = func.blocks[block].params.len() as u32;
                    define(&mut func, v, ty, ValueDef::Param(block, index), col)?;
                    func.blocks[block].params.push(v);
                    if c.eat_punct(')') {
                        break;
                    }
                    c.punct(',')?;
                }
            }
            c.punct(':')?;
            c.expect_end()?;
            current = Some(block);
            continue;
        }
        let Some(block) = current else {
            return c.err("instruction outside a block");
        };
        let mut srcloc = crate::function::SourceLoc::default();
        if c.eat_punct('@') {
            let save = c.pos;
            let w = c.word("a source location")?;
            let parsed = w
                .split_once('-')
                .and_then(|(a, b)| Some((a.parse::<u32>().ok()?, b.parse::<u32>().ok()?)));
            let Some((start, end)) = parsed else {
                c.pos = save;
                return c.err(format!("bad source location `{w}`, expected `@start-end`"));
            };
            srcloc = crate::function::SourceLoc { start, end };
        }
        let first_col = c.toks.get(c.pos).map_or(first_col, |t| t.col);
        let mut result = None;
        if toks.get(c.pos + 1).map(|t| &t.tok) == Some(&Tok::Punct('=')) {
            result = Some((c.value()?, first_col));
            c.punct('=')?;
        }
        let inst_col = c.toks.get(c.pos).map_or(c.end_col, |t| t.col);
        let data = parse_inst_data(&mut c)?;
        c.expect_end()?;
        for call in data.branch_targets() {
            block_refs.push((call.block, *line, inst_col));
        }
        let inst = func.insts.push(data);
        func.blocks[block].insts.push(inst);
        if !srcloc.is_unknown() {
            func.srclocs[inst] = srcloc;
        }
        if let Some((v, col)) = result {
            define(&mut func, v, Type::I32, ValueDef::Result(inst), col)?;
            func.results[inst] = v.into();
        }
        pending.push(PendingInst {
            inst,
            result: result.map(|r| r.0),
            line: *line,
            col: inst_col,
        });
    }
    if !closed {
        let last = lines.last().map_or(1, |l| l.0);
        return Err(ParseError {
            line: last,
            col: 1,
            message: "missing closing `}`".into(),
        });
    }
    for (block, line, col) in block_refs {
        if !block_defined.get(block.index()).copied().unwrap_or(false) {
            return Err(ParseError {
                line,
                col,
                message: format!("{block} is not defined"),
            });
        }
    }
    // Every used value must be defined.
    for p in &pending {
        for v in func.insts[p.inst].values() {
            if defined_at.get(v.index()).copied().flatten().is_none() {
                return Err(ParseError {
                    line: p.line,
                    col: p.col,
                    message: format!("{v} is not defined"),
                });
            }
        }
    }
    // Infer result types to a fixpoint: block parameters are typed, so every value whose
    // definition chain starts there or at a constant eventually gets its type.
    let mut known: Vec<bool> = (0..func.values.len())
        .map(|i| matches!(func.values[Value::new(i)].def, ValueDef::Param(..)))
        .collect();
    let mut todo: Vec<&PendingInst> = pending.iter().filter(|p| p.result.is_some()).collect();
    loop {
        let before = todo.len();
        let mut rest = Vec::new();
        for p in todo {
            let data = &func.insts[p.inst];
            if data.values().iter().all(|v| known[v.index()]) {
                let ty = func
                    .result_type(data)
                    .map_err(|m| ParseError {
                        line: p.line,
                        col: p.col,
                        message: m,
                    })?
                    .unwrap_or(Type::I32);
                if let Some(r) = p.result {
                    func.values[r].ty = ty;
                    known[r.index()] = true;
                }
            } else {
                rest.push(p);
            }
        }
        todo = rest;
        if todo.is_empty() {
            break;
        }
        if todo.len() == before {
            let p = todo[0];
            return Err(ParseError {
                line: p.line,
                col: p.col,
                message: "cannot infer the result type: operands form a cycle".into(),
            });
        }
    }
    Ok(func)
}

fn parse_inst_data(c: &mut Cursor) -> Result<InstructionData, ParseError> {
    let head_pos = c.pos;
    let head = c.word("an instruction")?;
    let (mnemonic, suffix) = match head.split_once('.') {
        Some((m, s)) => (m.to_string(), Some(s.to_string())),
        None => (head.clone(), None),
    };
    let bad_head = |c: &mut Cursor, msg: String| -> Result<InstructionData, ParseError> {
        c.pos = head_pos;
        c.err(msg)
    };
    let suffix_type = |c: &mut Cursor| -> Result<Type, ParseError> {
        match suffix.as_deref().and_then(Type::from_name) {
            Some(t) => Ok(t),
            None => {
                c.pos = head_pos;
                c.err(format!("`{mnemonic}` needs a type suffix such as `.i32`"))
            }
        }
    };
    let size = match (mnemonic.as_str(), suffix.as_deref()) {
        ("load" | "store", Some(s)) => match MemSize::from_name(s) {
            Some(sz) => sz,
            None => return bad_head(c, format!("unknown access size `{s}`")),
        },
        _ => MemSize::Dword,
    };
    if suffix.is_some() && !matches!(mnemonic.as_str(), "const" | "bitcast" | "load" | "store") {
        return bad_head(c, format!("`{mnemonic}` takes no suffix"));
    }
    Ok(match mnemonic.as_str() {
        "const" => {
            let ty = suffix_type(c)?;
            let save = c.pos;
            let w = c.word("a constant")?;
            let bits = match parse_int(&w) {
                Some(n) => n as u64,
                None => match (ty, w.parse::<f64>()) {
                    (Type::F32, Ok(f)) => (f as f32).to_bits() as u64,
                    (Type::F64, Ok(f)) => f.to_bits(),
                    _ => {
                        c.pos = save;
                        return c.err(format!("bad constant `{w}` for {ty}"));
                    }
                },
            };
            InstructionData::Const {
                ty,
                bits: bits & ty.mask(),
            }
        }
        "bitcast" => {
            let ty = suffix_type(c)?;
            InstructionData::Bitcast {
                ty,
                arg: c.value()?,
            }
        }
        "icmp" => {
            let save = c.pos;
            let w = c.word("a condition")?;
            let Some(cond) = IntCC::from_name(&w) else {
                c.pos = save;
                return c.err(format!("unknown integer condition `{w}`"));
            };
            let v = c.values(2)?;
            InstructionData::IntCompare {
                cond,
                args: [v[0], v[1]],
            }
        }
        "fcmp" => {
            let save = c.pos;
            let w = c.word("a condition")?;
            let Some(cond) = FloatCC::from_name(&w) else {
                c.pos = save;
                return c.err(format!("unknown float condition `{w}`"));
            };
            let flags = c.float_flags();
            let v = c.values(2)?;
            InstructionData::FloatCompare {
                cond,
                flags,
                args: [v[0], v[1]],
            }
        }
        "load" => {
            let space = c.space()?;
            InstructionData::Load {
                space,
                size,
                addr: c.value()?,
            }
        }
        "store" => {
            let space = c.space()?;
            let v = c.values(2)?;
            InstructionData::Store {
                space,
                size,
                args: [v[0], v[1]],
            }
        }
        "atomic" => {
            let save = c.pos;
            let w = c.word("an atomic operation")?;
            let Some(op) = AtomicOp::from_name(&w) else {
                c.pos = save;
                return c.err(format!("unknown atomic operation `{w}`"));
            };
            let space = c.space()?;
            let v = c.values(op.arity())?;
            InstructionData::Atomic {
                op,
                space,
                args: v.into_iter().collect(),
            }
        }
        "fence" => {
            let mut flags = FenceFlags::default();
            while !c.at_end() {
                let save = c.pos;
                let w = c.word("a fence flag")?;
                if !flags.apply_word(&w) {
                    c.pos = save;
                    return c.err(format!("unknown fence flag `{w}`"));
                }
            }
            InstructionData::Fence { flags }
        }
        "special" => {
            let save = c.pos;
            let w = c.word("a dispatch register")?;
            let (kind_name, axis_name) = match w.split_once('.') {
                Some((k, a)) => (k, Some(a)),
                None => (w.as_str(), None),
            };
            let kind = SpecialKind::from_name(kind_name);
            let axis = match axis_name {
                None => Some(0),
                Some("x") => Some(0),
                Some("y") => Some(1),
                Some("z") => Some(2),
                Some(_) => None,
            };
            match (kind, axis) {
                (Some(kind), Some(axis)) if kind.has_axis() == axis_name.is_some() => {
                    InstructionData::Special {
                        reg: SpecialReg { kind, axis },
                    }
                }
                _ => {
                    c.pos = save;
                    return c.err(format!("unknown dispatch register `{w}`"));
                }
            }
        }
        "jump" => InstructionData::Jump {
            dest: c.block_call()?,
        },
        "brif" => {
            let cond = c.value()?;
            c.punct(',')?;
            let then_dest = c.block_call()?;
            c.punct(',')?;
            let else_dest = c.block_call()?;
            InstructionData::Brif {
                cond,
                then_dest,
                else_dest,
            }
        }
        "return" => InstructionData::Return,
        "texture" => parse_texture(c)?,
        "deriv" => {
            let save = c.pos;
            let w = c.word("a derivative")?;
            let axis = match w.as_str() {
                "dsx" => DerivAxis::X,
                "dsy" => DerivAxis::Y,
                "fwidth" => DerivAxis::Width,
                _ => {
                    c.pos = save;
                    return c.err(format!("unknown derivative `{w}`"));
                }
            };
            let fine = matches!(c.peek(), Some(Tok::Word(w)) if w == "fine");
            if fine {
                c.pos += 1;
            }
            InstructionData::Derivative {
                axis,
                fine,
                arg: c.value()?,
            }
        }
        _ => {
            let Some(opcode) = Opcode::from_name(&mnemonic) else {
                return bad_head(c, format!("unknown instruction `{mnemonic}`"));
            };
            let flags = c.float_flags();
            let v = c.values(opcode.arity())?;
            match v.as_slice() {
                [a] => InstructionData::Unary {
                    opcode,
                    flags,
                    arg: *a,
                },
                [a, b] => InstructionData::Binary {
                    opcode,
                    flags,
                    args: [*a, *b],
                },
                [a, b, d] => InstructionData::Ternary {
                    opcode,
                    flags,
                    args: [*a, *b, *d],
                },
                [a, b, d, e] => {
                    if flags != FloatFlags::default() {
                        return bad_head(c, format!("`{mnemonic}` takes no flags"));
                    }
                    InstructionData::Quaternary {
                        opcode,
                        args: [*a, *b, *d, *e],
                    }
                }
                _ => return bad_head(c, format!("`{mnemonic}` has an unsupported arity")),
            }
        }
    })
}

/// `texture OP DIM res(N) smp(M) comp(C) fmt(ffff) off(u,v,w) [unnorm] args`.
fn parse_texture(c: &mut Cursor) -> Result<InstructionData, ParseError> {
    let save = c.pos;
    let w = c.word("a texture operation")?;
    let op = match w.as_str() {
        "sample" => TexOp::Sample,
        "sample_c" => TexOp::SampleCompare,
        "load" => TexOp::Load,
        "resinfo" => TexOp::ResInfo { uint: false },
        "resinfo_uint" => TexOp::ResInfo { uint: true },
        _ => {
            c.pos = save;
            return c.err(format!("unknown texture operation `{w}`"));
        }
    };
    let save = c.pos;
    let w = c.word("a texture dimension")?;
    let dim = match w.as_str() {
        "buffer" => TexDim::Buffer,
        "1d" => TexDim::D1,
        "2d" => TexDim::D2,
        "3d" => TexDim::D3,
        _ => {
            c.pos = save;
            return c.err(format!("unknown texture dimension `{w}`"));
        }
    };
    let field = |c: &mut Cursor, name: &str| -> Result<(), ParseError> {
        let save = c.pos;
        let w = c.word(name)?;
        if w != name {
            c.pos = save;
            return c.err(format!("expected `{name}(..)`, found `{w}`"));
        }
        c.punct('(')
    };
    field(c, "res")?;
    let resource = c.u32("a resource id")?;
    c.punct(')')?;
    field(c, "smp")?;
    let sampler = c.u32("a sampler id")?;
    c.punct(')')?;
    field(c, "comp")?;
    let comp = c.u32("a component")?;
    c.punct(')')?;
    field(c, "fmt")?;
    let save = c.pos;
    let f = c.word("four formats (f, u, s)")?;
    let (mut int_formats, mut signed_formats) = (0u8, 0u8);
    if f.len() != 4 {
        c.pos = save;
        return c.err(format!("expected four formats, found `{f}`"));
    }
    for (i, ch) in f.bytes().enumerate() {
        match ch {
            b'f' => {}
            b'u' => int_formats |= 1 << i,
            b's' => {
                int_formats |= 1 << i;
                signed_formats |= 1 << i;
            }
            _ => {
                c.pos = save;
                return c.err(format!("bad format `{}`", ch as char));
            }
        }
    }
    c.punct(')')?;
    field(c, "off")?;
    let mut offset = [0i8; 3];
    for (i, o) in offset.iter_mut().enumerate() {
        if i > 0 {
            c.punct(',')?;
        }
        let n = c.number("an offset")?;
        *o = i8::try_from(n).or_else(|_| c.err(format!("offset {n} out of range")))?;
    }
    c.punct(')')?;
    let unnorm = matches!(c.peek(), Some(Tok::Word(w)) if w == "unnorm");
    if unnorm {
        c.pos += 1;
    }
    if comp > 3 {
        return c.err(format!("texture component {comp} is not 0..4"));
    }
    let desc = TexDesc {
        op,
        dim,
        unnorm,
        resource,
        sampler,
        offset,
        int_formats,
        signed_formats,
        comp: comp as u8,
    };
    let args = c.values(desc.arity())?;
    Ok(InstructionData::Texture {
        desc: Box::new(desc),
        args: args.into_iter().collect(),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::random::{random_function, RandomConfig};
    use crate::verifier::verify;
    use pretty_assertions::assert_eq;
    use proptest::prelude::*;

    const EXAMPLE: &str = "\
function %example {
    group_size 64, 2, 1
    lds 256
    private 16
    icb 0x00000001, 0xffffffff
block0:
    v0 = special local_id.x
    v1 = const.i32 -4
    v2 = imul v0, v1
    v3 = load uav(0) v2
    v4 = icmp slt v3, v1
    v10 = const.f32 0x3f800000
    @17-29 v11 = fmul ftz sat v10, v10
    v12 = fcmp ne ftz v11, v10
    v13 = load.u8 lds v2
    v14 = atomic cmpxchg uav(2) v2, v3, v13
    @0-4 fence threads lds
    brif v4, block1(v3), block1(v1)
block1(v5: i32):
    store uav(1) v2, v5
    v6 = bfi v5, v5, v1, v1
    v7 = special group_flat
    jump block2
block2:
    return
}
";

    #[test]
    fn prints_back_identically() {
        let func = parse_function(EXAMPLE).unwrap();
        verify(&func).unwrap();
        assert_eq!(func.to_string(), EXAMPLE);
        assert_eq!(func.value_type(Value::new(12)), Type::B1);
        assert_eq!(func.value_type(Value::new(11)), Type::F32);
    }

    #[test]
    fn uses_may_precede_definitions_in_text() {
        let text = "function %f {\nblock0:\n    v0 = const.i32 1\n    jump block2(v0)\nblock1:\n    v3 = iadd v2, v2\n    return\nblock2(v1: i32):\n    v2 = iadd v1, v1\n    jump block1\n}\n";
        let func = parse_function(text).unwrap();
        assert_eq!(func.value_type(Value::new(3)), Type::I32);
        // block2 dominates block1, so this is valid SSA even though block1 is printed first.
        verify(&func).unwrap();
    }

    fn error_of(text: &str) -> ParseError {
        parse_function(text).unwrap_err()
    }

    #[test]
    fn errors_carry_line_and_column() {
        let e = error_of("function %f {\nblock0:\n    v0 = frobnicate v1\n}\n");
        assert_eq!((e.line, e.col), (3, 10));
        assert!(e.message.contains("frobnicate"), "{e}");
        let e = error_of("function %f {\nblock0:\n    v0 = iadd v1\n    return\n}\n");
        assert_eq!((e.line, e.col), (3, 17));
        let e = error_of("function %f {\nblock0:\n    jump block7\n}\n");
        assert_eq!(
            (e.line, e.col, e.message.as_str()),
            (3, 5, "block7 is not defined")
        );
        let e = error_of(
            "function %f {\nblock0:\n    v0 = const.i32 1\n    v0 = const.i32 2\n    return\n}\n",
        );
        assert_eq!((e.line, e.col), (4, 5));
        let e = error_of("function %f {\nblock0:\n    v0 = load uav(x) v0\n}\n");
        assert_eq!((e.line, e.col), (3, 19));
        let e = error_of("function %f {\nblock0:\n    return\n");
        assert!(e.message.contains("missing closing"));
        let e = error_of("function %f {\nblock0:\n    v1 = iadd v0, v0\n    return\n}\n");
        assert_eq!(e.message, "v0 is not defined");
        // Displayed like R600 assembly errors (the same type, `amdil::diag::ParseError`).
        let shown = format!("{}:{}: error: v0 is not defined", e.line, e.col);
        assert_eq!(e.to_string(), shown);
        let e = error_of("function %f {\nblock0:\n    v0 = const.i32 1 $\n}\n");
        assert_eq!((e.line, e.col), (3, 22));
    }

    #[test]
    fn float_constants_accept_decimal() {
        let func =
            parse_function("function %f {\nblock0:\n    v0 = const.f32 1.5\n    return\n}\n")
                .unwrap();
        assert!(func.to_string().contains("const.f32 0x3fc00000"));
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(256))]
        /// Mangled text (deleted, duplicated or replaced characters) never panics the parser,
        /// and whatever parses never panics the verifier, the evaluator or the passes' checks.
        #[test]
        fn mangled_text_never_panics(seed in any::<u64>(), edits in proptest::collection::vec((any::<u16>(), 0u8..3, any::<u8>()), 1..6)) {
            let func = random_function(seed, &RandomConfig { blocks: 3, insts_per_block: 4, ..RandomConfig::default() });
            let mut text: Vec<char> = func.to_string().chars().collect();
            const ALPHABET: &[u8] = b"v0123456789 ,:()=@%{}-.\nblockij";
            for (pos, kind, pick) in edits {
                if text.is_empty() {
                    break;
                }
                let i = pos as usize % text.len();
                let c = ALPHABET[pick as usize % ALPHABET.len()] as char;
                match kind {
                    0 => { text.remove(i); }
                    1 => text.insert(i, c),
                    _ => text[i] = c,
                }
            }
            let text: String = text.into_iter().collect();
            if let Ok(f) = parse_function(&text) {
                if verify(&f).is_ok() {
                    let _ = crate::uniformity::analyze(&f);
                    let _ = crate::structurize::structurize(&f);
                    let mut mem = crate::passes::testing::inputs();
                    let options = crate::eval::EvalOptions { max_steps_per_lane: 2_000, ..Default::default() };
                    let _ = crate::eval::run(&f, &crate::eval::LaunchGeometry::linear(2, 1), &mut mem, &options);
                    let mut g = f.clone();
                    let result = crate::passes::pipeline::optimize(&mut g, crate::passes::pipeline::OptLevel::O2);
                    prop_assert!(result.is_ok(), "{}\n{}", result.err().map(|e| e.to_string()).unwrap_or_default(), text);
                }
            }
        }
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(64))]
        #[test]
        fn parse_print_round_trip(seed in any::<u64>(), back_edges in any::<bool>()) {
            let cfg = RandomConfig { back_edges, ..RandomConfig::default() };
            let func = random_function(seed, &cfg);
            prop_assert!(verify(&func).is_ok(), "{}", verify(&func).unwrap_err());
            let text = func.to_string();
            let parsed = parse_function(&text).map_err(|e| TestCaseError::fail(format!("{e}\n{text}")))?;
            prop_assert_eq!(parsed, func);
        }
    }
}
