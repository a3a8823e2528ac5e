//! Memory instructions: UAV, LDS/GDS loads, stores, atomics and append counters, with
//! the out-of-bounds rules listed in the module `exec`.

use super::*;

impl Machine<'_> {
    /// APPEND_BUF_ALLOC returns the hidden counter and increments it, per active lane in
    /// order; APPEND_BUF_CONSUME decrements it and returns the new value (L9837-9895). The
    /// launch format sets no counters, so they start at 0; consuming from 0 and using one
    /// buffer for both forms (L9849) are program errors.
    pub(super) fn append(&mut self, id: u32, consume: bool, dst: &Dst) -> R<()> {
        self.uav_kind(id)?;
        let (mut count, consumed) = self.append.get(&id).copied().unwrap_or((0, consume));
        if consumed != consume {
            return self.err(format!(
                "UAV {id} is used by both append_buf_alloc and append_buf_consume (L9849)"
            ));
        }
        for i in 0..self.active.len() {
            let l = self.active[i] as usize;
            let v = if consume {
                if count == 0 {
                    return self.err(format!(
                        "append_buf_consume on UAV {id} with an empty counter"
                    ));
                }
                count -= 1;
                count
            } else {
                let old = count;
                count = count.wrapping_add(1);
                old
            };
            if let Some(r) = self.res.get_mut(l) {
                *r = [v; 4];
            }
        }
        self.append.insert(id, (count, consume));
        self.write_dst(dst, ValueType::Int)
    }

    // ----- memory -------------------------------------------------------------------

    pub(super) fn uav_kind(&self, id: u32) -> R<UavKind> {
        match self.k.uavs.iter().find(|(i, _)| *i == id) {
            Some((_, kind)) => Ok(*kind),
            None => self.err(format!("UAV {id} is used but not declared")),
        }
    }

    /// The buffer index (LDS buffers first, then GDS) and declaration of a shared space.
    pub(super) fn shared_index(&self, space: Space) -> R<(usize, LdsDecl)> {
        let (decls, base, id) = match space {
            Space::Lds(id) => (&self.k.lds, 0, id),
            Space::Gds(id) => (&self.k.gds, self.k.lds.len(), id),
            Space::Uav(id) => return self.err(format!("UAV {id} used as LDS/GDS")),
        };
        match decls.iter().position(|(i, _)| *i == id) {
            Some(p) => Ok((base + p, decls[p].1)),
            None => self.err(format!("{space:?} is used but not declared")),
        }
    }

    /// The byte address of a raw / struct access from `a` (raw: `.x`; struct: `.xy`).
    pub(super) fn byte_address(
        &self,
        stride: Option<u32>,
        a: [u32; 4],
        align: u32,
        what: &str,
    ) -> R<u64> {
        let addr = match stride {
            None => a[0] as u64,
            Some(stride) => {
                if a[1] >= stride {
                    return self.err(format!(
                        "{what}: struct offset {} is not inside the {stride}-byte structure (undefined, L12015)",
                        a[1]
                    ));
                }
                a[0] as u64 * stride as u64 + a[1] as u64
            }
        };
        if addr % align as u64 != 0 {
            return self.err(format!(
                "{what}: byte address {addr} is not {align}-byte aligned (L3287-3292)"
            ));
        }
        Ok(addr)
    }

    /// A load. `offset` is LDS_LOAD_VEC's separate struct offset; the vector form reads
    /// four dwords with out-of-range words giving 0 (L10368), the scalar LDS forms read one
    /// value that is replicated to every written component ("returns a scalar", L10218).
    pub(super) fn load(
        &mut self,
        space: Space,
        width: Width,
        dst: &Dst,
        addr: &Src,
        offset: Option<&Src>,
    ) -> R<()> {
        self.fill(addr, 0, ValueType::Int)?;
        if let Some(o) = offset {
            self.fill(o, 1, ValueType::Int)?;
        }
        let uav_kind = match space {
            Space::Uav(id) => self.uav_kind(id)?,
            Space::Lds(_) | Space::Gds(_) => UavKind::Raw,
        };
        for i in 0..self.active.len() {
            let l = self.active[i] as usize;
            let mut a = at(&self.src[0], l);
            if offset.is_some() {
                a[1] = at(&self.src[1], l)[0];
            }
            let v = match space {
                Space::Uav(id) => {
                    let kind = uav_kind;
                    let buf = self.bufs.uavs.get(&id).map(|b| &b[..]).unwrap_or(&[]);
                    match kind {
                        UavKind::Typed { one } => [word_or_zero(buf, a[0] as u64), 0, 0, one],
                        UavKind::Raw | UavKind::Struct { .. } => {
                            let stride = match kind {
                                UavKind::Struct { stride } => Some(stride),
                                _ => None,
                            };
                            let byte = self.byte_address(stride, a, 4, "UAV load")?;
                            four_words(buf, byte / 4, stride.map(|s| (a[1], s)))
                        }
                    }
                }
                Space::Lds(id) | Space::Gds(id) => {
                    let (p, decl) = self.shared_index(space)?;
                    let (size, align) = width_bytes(width);
                    let byte = self.byte_address(decl.stride, a, align, "LDS load")?;
                    let buf = self.lds.get(p).map(|b| &b[..]).unwrap_or(&[]);
                    if offset.is_some() {
                        four_words(buf, byte / 4, decl.stride.map(|s| (a[1], s)))
                    } else {
                        if byte + size > decl.bytes as u64 {
                            return self.err(format!(
                                "LDS load at byte {byte} is outside the {}-byte LDS {id}",
                                decl.bytes
                            ));
                        }
                        let word = word_or_zero(buf, byte / 4);
                        let shift = (byte % 4) * 8;
                        let v = match width {
                            Width::Dword => word,
                            Width::Byte { signed: false } => (word >> shift) & 0xFF,
                            Width::Byte { signed: true } => {
                                ((word >> shift) as u8 as i8) as i32 as u32
                            }
                            Width::Short { signed: false } => (word >> shift) & 0xFFFF,
                            Width::Short { signed: true } => {
                                ((word >> shift) as u16 as i16) as i32 as u32
                            }
                        };
                        [v; 4]
                    }
                }
            };
            if let Some(r) = self.res.get_mut(l) {
                *r = v;
            }
        }
        self.write_dst(dst, ValueType::Int)
    }

    /// A store through the `mem` mask; `offset` as for [`Machine::load`]. The vector LDS form
    /// drops out-of-range words (L10933).
    pub(super) fn store(
        &mut self,
        space: Space,
        width: Width,
        mask: &[bool; 4],
        addr: &Src,
        offset: Option<&Src>,
        value: &Src,
    ) -> R<()> {
        self.fill(addr, 0, ValueType::Int)?;
        self.fill(value, 1, ValueType::Int)?;
        if let Some(o) = offset {
            self.fill(o, 2, ValueType::Int)?;
        }
        for i in 0..self.active.len() {
            let l = self.active[i] as usize;
            let mut a = at(&self.src[0], l);
            if offset.is_some() {
                a[1] = at(&self.src[2], l)[0];
            }
            let v = at(&self.src[1], l);
            match space {
                Space::Uav(id) => {
                    let kind = self.uav_kind(id)?;
                    match kind {
                        UavKind::Typed { .. } => {
                            if let Some(w) = self
                                .bufs
                                .uavs
                                .get_mut(&id)
                                .and_then(|b| b.get_mut(a[0] as usize))
                            {
                                *w = v[0];
                            }
                        }
                        UavKind::Raw | UavKind::Struct { .. } => {
                            let stride = match kind {
                                UavKind::Struct { stride } => Some(stride),
                                _ => None,
                            };
                            let byte = self.byte_address(stride, a, 4, "UAV store")?;
                            if let Some(buf) = self.bufs.uavs.get_mut(&id) {
                                store_words(buf, byte / 4, stride.map(|s| (a[1], s)), mask, &v);
                            }
                        }
                    }
                }
                Space::Lds(_) | Space::Gds(_) if offset.is_some() => {
                    let (p, decl) = self.shared_index(space)?;
                    let byte = self.byte_address(decl.stride, a, 4, "LDS store")?;
                    if let Some(buf) = self.lds.get_mut(p) {
                        store_words(buf, byte / 4, decl.stride.map(|s| (a[1], s)), mask, &v);
                    }
                }
                Space::Lds(id) | Space::Gds(id) => {
                    let (p, decl) = self.shared_index(space)?;
                    let (size, align) = width_bytes(width);
                    let byte = self.byte_address(decl.stride, a, align, "LDS store")?;
                    if byte + size > decl.bytes as u64 {
                        return self.err(format!(
                            "LDS store at byte {byte} is outside the {}-byte LDS {id}",
                            decl.bytes
                        ));
                    }
                    let shift = (byte % 4) * 8;
                    if let Some(w) = self
                        .lds
                        .get_mut(p)
                        .and_then(|b| b.get_mut((byte / 4) as usize))
                    {
                        *w = match width {
                            Width::Dword => v[0],
                            Width::Byte { .. } => {
                                (*w & !(0xFF << shift)) | ((v[0] & 0xFF) << shift)
                            }
                            Width::Short { .. } => {
                                (*w & !(0xFFFF << shift)) | ((v[0] & 0xFFFF) << shift)
                            }
                        };
                    }
                }
            }
        }
        Ok(())
    }

    pub(super) fn atomic(
        &mut self,
        space: Space,
        op: AtomicOp,
        dst: Option<&Dst>,
        addr: &Src,
        srcs: &[Src],
    ) -> R<()> {
        self.fill(addr, 0, ValueType::Int)?;
        for (i, s) in srcs.iter().enumerate().take(2) {
            self.fill(s, i + 1, ValueType::Int)?;
        }
        for i in 0..self.active.len() {
            let l = self.active[i] as usize;
            let a = at(&self.src[0], l);
            let x = at(&self.src[1], l)[0];
            let y = at(&self.src[2], l)[0];
            let word: &mut u32 = match space {
                Space::Uav(id) => {
                    let kind = self.uav_kind(id)?;
                    let index = match kind {
                        UavKind::Typed { .. } => a[0] as u64,
                        UavKind::Raw => self.byte_address(None, a, 4, "UAV atomic")? / 4,
                        UavKind::Struct { stride } => {
                            self.byte_address(Some(stride), a, 4, "UAV atomic")? / 4
                        }
                    };
                    let span = self.span();
                    match self
                        .bufs
                        .uavs
                        .get_mut(&id)
                        .and_then(|b| usize::try_from(index).ok().and_then(|i| b.get_mut(i)))
                    {
                        Some(w) => w,
                        None => {
                            return Err(InterpError::program(
                                format!("UAV {id} atomic at dword {index} is outside the buffer"),
                                span,
                            ))
                        }
                    }
                }
                Space::Lds(id) | Space::Gds(id) => {
                    let (p, decl) = self.shared_index(space)?;
                    let byte = self.byte_address(decl.stride, a, 4, "LDS atomic")?;
                    let span = self.span();
                    match self
                        .lds
                        .get_mut(p)
                        .and_then(|b| b.get_mut((byte / 4) as usize))
                    {
                        Some(w) => w,
                        None => {
                            return Err(InterpError::program(
                                format!(
                                    "LDS atomic at byte {byte} is outside the {}-byte LDS {id}",
                                    decl.bytes
                                ),
                                span,
                            ))
                        }
                    }
                }
            };
            let old = *word;
            *word = match op {
                AtomicOp::Add => old.wrapping_add(x),
                AtomicOp::Sub => old.wrapping_sub(x),
                AtomicOp::Rsub => x.wrapping_sub(old),
                AtomicOp::Min => integer::imin(old, x),
                AtomicOp::Max => integer::imax(old, x),
                AtomicOp::Umin => old.min(x),
                AtomicOp::Umax => old.max(x),
                AtomicOp::And => old & x,
                AtomicOp::Or => old | x,
                AtomicOp::Xor => old ^ x,
                AtomicOp::Xchg => x,
                // srcs are decoded as [compare, new value].
                AtomicOp::CmpXchg => {
                    if old == x {
                        y
                    } else {
                        old
                    }
                }
                AtomicOp::Uinc => {
                    if old >= x {
                        0
                    } else {
                        old + 1
                    }
                }
                AtomicOp::Udec => {
                    if old == 0 || old > x {
                        x
                    } else {
                        old - 1
                    }
                }
                AtomicOp::MskOr => (old & !x) | y,
            };
            // The old value is a scalar ("dst.x", L11550): replicated to every written
            // component of dst.
            if let Some(r) = self.res.get_mut(l) {
                *r = [old; 4];
            }
        }
        match dst {
            Some(d) => self.write_dst(d, ValueType::Int),
            None => Ok(()),
        }
    }
}

/// Size and required alignment of an LDS access.
pub(super) fn width_bytes(w: Width) -> (u64, u32) {
    match w {
        Width::Dword => (4, 4),
        Width::Short { .. } => (2, 2),
        Width::Byte { .. } => (1, 1),
    }
}

/// Four consecutive dwords from `first` (positional: component i is dword i, L11429-11431);
/// out-of-range words read 0, and so do words past the end of a structure when
/// `struct_off = Some((offset, stride))`.
pub(super) fn four_words(buf: &[u32], first: u64, struct_off: Option<(u32, u32)>) -> [u32; 4] {
    let mut v = [0u32; 4];
    for (c, o) in v.iter_mut().enumerate() {
        let beyond = struct_off.is_some_and(|(off, s)| off as u64 + 4 * c as u64 >= s as u64);
        if !beyond {
            *o = word_or_zero(buf, first + c as u64);
        }
    }
    v
}

/// Writes the masked components of `v` to consecutive dwords from `first`, dropping
/// out-of-range words and words past the end of a structure.
pub(super) fn store_words(
    buf: &mut [u32],
    first: u64,
    struct_off: Option<(u32, u32)>,
    mask: &[bool; 4],
    v: &[u32; 4],
) {
    for c in 0..4 {
        let beyond = struct_off.is_some_and(|(off, s)| off as u64 + 4 * c as u64 >= s as u64);
        if mask[c] && !beyond {
            if let Some(w) = usize::try_from(first + c as u64)
                .ok()
                .and_then(|i| buf.get_mut(i))
            {
                *w = v[c];
            }
        }
    }
}

pub(super) fn word_or_zero(buf: &[u32], i: u64) -> u32 {
    usize::try_from(i)
        .ok()
        .and_then(|i| buf.get(i))
        .copied()
        .unwrap_or(0)
}

pub(super) fn vec4_at(buf: &[u32], i: i64) -> Option<[u32; 4]> {
    let i = usize::try_from(i).ok()?;
    let s = buf.get(i.checked_mul(4)?..i.checked_mul(4)?.checked_add(4)?)?;
    Some([s[0], s[1], s[2], s[3]])
}
