//! Memory lowering: UAV (raw, structured, typed) and LDS loads, stores and atomics, fences,
//! and address computation (structure strides, LDS id bases).

use super::*;

impl Lowerer<'_> {
    /// Lowers fences, loads, stores and atomics; false when `inst` is none of them.
    pub(super) fn lower_memory(&mut self, inst: &Instruction) -> Result<bool> {
        let span = inst.span;
        match inst.opcode {
            Il::Fence => {
                let flags = FenceFlags {
                    threads: inst.fence(FenceFlag::Threads),
                    lds: inst.fence(FenceFlag::Lds),
                    memory: inst.fence(FenceFlag::Memory)
                        || inst.fence(FenceFlag::MemReadOnly)
                        || inst.fence(FenceFlag::MemWriteOnly),
                    gds: inst.fence(FenceFlag::Gds),
                };
                self.b().fence(flags);
            }
            Il::UavRawLoad | Il::UavStructLoad | Il::LdsLoad => {
                let id = Self::id(inst)?;
                let (space, stride) = match inst.opcode {
                    Il::UavRawLoad => (AddressSpace::Uav(id), None),
                    Il::UavStructLoad => (
                        AddressSpace::Uav(id),
                        Some(self.struct_stride.get(&id).copied().unwrap_or(0)),
                    ),
                    _ => (AddressSpace::Lds, self.lds_stride.get(&id).copied()),
                };
                let Some(src) = inst.srcs.first() else {
                    return err(span, "missing address");
                };
                let src = src.clone();
                let mut base = self.address(&src, stride)?;
                if space == AddressSpace::Lds {
                    base = self.lds_address(id, base);
                }
                let per_component = inst.opcode != Il::LdsLoad;
                let mut scalar = None;
                self.write_dst(inst, Domain::Int, |s, pos| {
                    if per_component {
                        // Raw/struct loads read four consecutive dwords (L11423-11439).
                        let off = s.iconst(4 * pos as u32);
                        let addr = s.b().iadd(base, off);
                        Ok(s.b().load(space, MemSize::Dword, addr))
                    } else {
                        // LDS_LOAD returns one dword (L10216-10230), written to every masked component.
                        Ok(*scalar.get_or_insert_with(|| s.b().load(space, MemSize::Dword, base)))
                    }
                })?;
            }
            Il::LdsLoadByte | Il::LdsLoadUbyte | Il::LdsLoadShort | Il::LdsLoadUshort => {
                let size = match inst.opcode {
                    Il::LdsLoadByte => MemSize::I8,
                    Il::LdsLoadUbyte => MemSize::U8,
                    Il::LdsLoadShort => MemSize::I16,
                    _ => MemSize::U16,
                };
                let Some(src) = inst.srcs.first() else {
                    return err(span, "missing address");
                };
                let id = Self::id(inst)?;
                let addr = self.read_src(&src.clone(), 0, Domain::Int)?;
                let addr = self.lds_address(id, addr);
                let v = self.b().load(AddressSpace::Lds, size, addr);
                self.write_dst(inst, Domain::Int, |_, _| Ok(v))?;
            }
            Il::UavRawStore | Il::UavStructStore => {
                let id = Self::id(inst)?;
                let stride = (inst.opcode == Il::UavStructStore)
                    .then(|| self.struct_stride.get(&id).copied().unwrap_or(0));
                let (Some(a), Some(v)) = (inst.srcs.first(), inst.srcs.get(1)) else {
                    return err(span, "needs address and value");
                };
                let (a, v) = (a.clone(), v.clone());
                let base = self.address(&a, stride)?;
                let mask = inst.dsts.first().map_or([DstComp::Write; 4], |d| d.mask);
                for (pos, m) in mask.iter().enumerate() {
                    if *m == DstComp::NoWrite {
                        continue;
                    }
                    let value = self.read_src(&v, pos, Domain::Int)?;
                    let off = self.iconst(4 * pos as u32);
                    let addr = self.b().iadd(base, off);
                    self.b()
                        .store(AddressSpace::Uav(id), MemSize::Dword, addr, value);
                }
            }
            Il::LdsStore | Il::LdsStoreByte | Il::LdsStoreShort => {
                let id = Self::id(inst)?;
                let size = match inst.opcode {
                    Il::LdsStoreByte => MemSize::U8,
                    Il::LdsStoreShort => MemSize::U16,
                    _ => MemSize::Dword,
                };
                let (Some(a), Some(v)) = (inst.srcs.first(), inst.srcs.get(1)) else {
                    return err(span, "needs address and value");
                };
                let (a, v) = (a.clone(), v.clone());
                let stride = self.lds_stride.get(&id).copied();
                let addr = self.address(&a, stride)?;
                let addr = self.lds_address(id, addr);
                let value = self.read_src(&v, 0, Domain::Int)?;
                self.b().store(AddressSpace::Lds, size, addr, value);
            }
            Il::UavLoad => {
                let id = Self::id(inst)?;
                let Some(src) = inst.srcs.first() else {
                    return err(span, "missing address");
                };
                let addr = self.read_src(&src.clone(), 0, Domain::Int)?;
                let v = self
                    .b()
                    .load(AddressSpace::TypedUav(id), MemSize::Dword, addr);
                // R32 typed buffers: y and z read 0, w reads 1 or 1.0 by the format (the D3D
                // default for missing components; the manual is silent, L11281-11297).
                let one = self.typed_one.get(&id).copied().unwrap_or(1);
                self.write_dst(inst, Domain::Int, |s, pos| {
                    Ok(match pos {
                        0 => v,
                        3 => s.iconst(one),
                        _ => s.iconst(0),
                    })
                })?;
            }
            Il::UavStore => {
                let id = Self::id(inst)?;
                let (Some(a), Some(v)) = (inst.srcs.first(), inst.srcs.get(1)) else {
                    return err(span, "needs address and value");
                };
                let (a, v) = (a.clone(), v.clone());
                let addr = self.read_src(&a, 0, Domain::Int)?;
                let value = self.read_src(&v, 0, Domain::Int)?;
                self.b()
                    .store(AddressSpace::TypedUav(id), MemSize::Dword, addr, value);
            }
            Il::GdsLoad => {
                // One dword at the byte address, written to every masked component (as
                // LDS_LOAD and the interpreter).
                let id = Self::id(inst)?;
                let Some(src) = inst.srcs.first() else {
                    return err(span, "missing address");
                };
                let stride = self.gds_stride.get(&id).copied();
                let addr = self.address(&src.clone(), stride)?;
                let addr = self.gds_address(id, addr);
                let v = self.b().load(AddressSpace::Gds, MemSize::Dword, addr);
                self.write_dst(inst, Domain::Int, |_, _| Ok(v))?;
            }
            Il::GdsStore => {
                let id = Self::id(inst)?;
                let (Some(a), Some(v)) = (inst.srcs.first(), inst.srcs.get(1)) else {
                    return err(span, "needs address and value");
                };
                let (a, v) = (a.clone(), v.clone());
                let stride = self.gds_stride.get(&id).copied();
                let addr = self.address(&a, stride)?;
                let addr = self.gds_address(id, addr);
                let value = self.read_src(&v, 0, Domain::Int)?;
                self.b()
                    .store(AddressSpace::Gds, MemSize::Dword, addr, value);
            }
            op if gds_atomic_of(op).is_some() => {
                let Some((atomic, returns)) = gds_atomic_of(op) else {
                    return Ok(false);
                };
                let id = Self::id(inst)?;
                let stride = self.gds_stride.get(&id).copied();
                self.atomic(inst, atomic, AddressSpace::Gds, returns, stride, id)?;
            }
            op => {
                let Some((atomic, space_is_lds, returns)) = atomic_of(op) else {
                    return Ok(false);
                };
                let id = Self::id(inst)?;
                let (space, stride) = if space_is_lds {
                    (AddressSpace::Lds, self.lds_stride.get(&id).copied())
                } else {
                    (AddressSpace::Uav(id), self.struct_stride.get(&id).copied())
                };
                self.atomic(inst, atomic, space, returns, stride, id)?;
            }
        }
        Ok(true)
    }

    pub(super) fn atomic(
        &mut self,
        inst: &Instruction,
        op: AtomicOp,
        space: AddressSpace,
        returns: bool,
        struct_stride: Option<u32>,
        id: u32,
    ) -> Result<()> {
        let first_src = 0;
        let srcs = inst.srcs.clone();
        let Some(addr_src) = srcs.get(first_src) else {
            return err(inst.span, "missing address");
        };
        let mut addr = self.address(addr_src, struct_stride)?;
        if space == AddressSpace::Lds {
            addr = self.lds_address(id, addr);
        } else if space == AddressSpace::Gds {
            addr = self.gds_address(id, addr);
        }
        let mut args = vec![addr];
        let operand_srcs: Vec<usize> = match (op, inst.opcode) {
            // Compare in src1, new value in src2 (GDS: L12599).
            (
                AtomicOp::CmpXchg,
                Il::LdsCmp | Il::LdsReadCmpXchg | Il::GdsCmpStore | Il::GdsReadCmpXchg,
            ) => vec![2, 1],
            (AtomicOp::CmpXchg, _) | (AtomicOp::MskOr, _) => vec![1, 2],
            _ => vec![1],
        };
        for i in operand_srcs {
            let Some(s) = srcs.get(i) else {
                return err(inst.span, "missing atomic operand");
            };
            args.push(self.read_src(s, 0, Domain::Int)?);
        }
        let old = self.b().atomic(op, space, &args);
        if returns {
            self.write_dst(inst, Domain::Int, |_, _| Ok(old))?;
        }
        Ok(())
    }

    /// Byte address from `src.x` (raw) or `src.x * stride + src.y` (structured).
    pub(super) fn address(&mut self, src: &Src, stride: Option<u32>) -> Result<Value> {
        let x = self.read_src(src, 0, Domain::Int)?;
        match stride {
            None => Ok(x),
            Some(s) => {
                let y = self.read_src(src, 1, Domain::Int)?;
                let sv = self.iconst(s);
                Ok(self.b().ternary(Op::Imad, FloatFlags::default(), x, sv, y))
            }
        }
    }

    /// Adds the byte offset of GDS `id` to a byte address within it.
    pub(super) fn gds_address(&mut self, id: u32, addr: Value) -> Value {
        match self.gds_base.get(&id).copied() {
            Some(base) if base != 0 => {
                let b = self.iconst(base);
                self.b().iadd(addr, b)
            }
            _ => addr,
        }
    }

    /// Adds the byte offset of LDS `id` to a byte address within it.
    pub(super) fn lds_address(&mut self, id: u32, addr: Value) -> Value {
        match self.lds_base.get(&id).copied() {
            Some(base) if base != 0 => {
                let b = self.iconst(base);
                self.b().iadd(addr, b)
            }
            _ => addr,
        }
    }

    pub(super) fn id(inst: &Instruction) -> Result<u32> {
        inst.id().ok_or_else(|| LowerError {
            span: inst.span,
            message: "missing `_id(n)`".into(),
        })
    }
}

/// Atomic opcodes: (operation, is LDS, returns the old value).
pub(super) fn atomic_of(op: Il) -> Option<(AtomicOp, bool, bool)> {
    use AtomicOp as A;
    Some(match op {
        Il::UavAdd => (A::Add, false, false),
        Il::UavSub => (A::Sub, false, false),
        Il::UavRsub => (A::Rsub, false, false),
        Il::UavMin => (A::Smin, false, false),
        Il::UavMax => (A::Smax, false, false),
        Il::UavUmin => (A::Umin, false, false),
        Il::UavUmax => (A::Umax, false, false),
        Il::UavAnd => (A::And, false, false),
        Il::UavOr => (A::Or, false, false),
        Il::UavXor => (A::Xor, false, false),
        Il::UavUinc => (A::Uinc, false, false),
        Il::UavUdec => (A::Udec, false, false),
        Il::UavReadAdd => (A::Add, false, true),
        Il::UavReadSub => (A::Sub, false, true),
        Il::UavReadRsub => (A::Rsub, false, true),
        Il::UavReadMin => (A::Smin, false, true),
        Il::UavReadMax => (A::Smax, false, true),
        Il::UavReadUmin => (A::Umin, false, true),
        Il::UavReadUmax => (A::Umax, false, true),
        Il::UavReadAnd => (A::And, false, true),
        Il::UavReadOr => (A::Or, false, true),
        Il::UavReadXor => (A::Xor, false, true),
        Il::UavReadXchg => (A::Xchg, false, true),
        Il::UavReadCmpXchg => (A::CmpXchg, false, true),
        Il::UavReadUinc => (A::Uinc, false, true),
        Il::UavReadUdec => (A::Udec, false, true),
        Il::LdsAdd => (A::Add, true, false),
        Il::LdsSub => (A::Sub, true, false),
        Il::LdsRsub => (A::Rsub, true, false),
        Il::LdsMin => (A::Smin, true, false),
        Il::LdsMax => (A::Smax, true, false),
        Il::LdsUmin => (A::Umin, true, false),
        Il::LdsUmax => (A::Umax, true, false),
        Il::LdsAnd => (A::And, true, false),
        Il::LdsOr => (A::Or, true, false),
        Il::LdsXor => (A::Xor, true, false),
        Il::LdsCmp => (A::CmpXchg, true, false),
        Il::LdsReadAdd => (A::Add, true, true),
        Il::LdsReadSub => (A::Sub, true, true),
        Il::LdsReadRsub => (A::Rsub, true, true),
        Il::LdsReadMin => (A::Smin, true, true),
        Il::LdsReadMax => (A::Smax, true, true),
        Il::LdsReadUmin => (A::Umin, true, true),
        Il::LdsReadUmax => (A::Umax, true, true),
        Il::LdsReadAnd => (A::And, true, true),
        Il::LdsReadOr => (A::Or, true, true),
        Il::LdsReadXor => (A::Xor, true, true),
        Il::LdsReadXchg => (A::Xchg, true, true),
        Il::LdsReadCmpXchg => (A::CmpXchg, true, true),
        Il::UavCmp => (A::CmpXchg, false, false),
        Il::LdsInc => (A::Uinc, true, false),
        Il::LdsDec => (A::Udec, true, false),
        Il::LdsReadInc => (A::Uinc, true, true),
        Il::LdsReadDec => (A::Udec, true, true),
        Il::LdsMskor => (A::MskOr, true, false),
        Il::LdsReadMskor => (A::MskOr, true, true),
        _ => return None,
    })
}

/// The GDS atomics: (operation, returns the old value).
pub(super) fn gds_atomic_of(op: Il) -> Option<(AtomicOp, bool)> {
    use AtomicOp as A;
    Some(match op {
        Il::GdsAdd => (A::Add, false),
        Il::GdsSub => (A::Sub, false),
        Il::GdsRsub => (A::Rsub, false),
        Il::GdsInc => (A::Uinc, false),
        Il::GdsDec => (A::Udec, false),
        Il::GdsMin => (A::Smin, false),
        Il::GdsMax => (A::Smax, false),
        Il::GdsUmin => (A::Umin, false),
        Il::GdsUmax => (A::Umax, false),
        Il::GdsAnd => (A::And, false),
        Il::GdsOr => (A::Or, false),
        Il::GdsXor => (A::Xor, false),
        Il::GdsMskor => (A::MskOr, false),
        Il::GdsCmpStore => (A::CmpXchg, false),
        Il::GdsReadAdd => (A::Add, true),
        Il::GdsReadSub => (A::Sub, true),
        Il::GdsReadRsub => (A::Rsub, true),
        Il::GdsReadInc => (A::Uinc, true),
        Il::GdsReadDec => (A::Udec, true),
        Il::GdsReadMin => (A::Smin, true),
        Il::GdsReadMax => (A::Smax, true),
        Il::GdsReadUmin => (A::Umin, true),
        Il::GdsReadUmax => (A::Umax, true),
        Il::GdsReadAnd => (A::And, true),
        Il::GdsReadOr => (A::Or, true),
        Il::GdsReadXor => (A::Xor, true),
        Il::GdsReadMskor => (A::MskOr, true),
        Il::GdsReadXchg => (A::Xchg, true),
        Il::GdsReadCmpXchg => (A::CmpXchg, true),
        _ => return None,
    })
}
