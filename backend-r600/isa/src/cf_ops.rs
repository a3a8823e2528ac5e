//! The control-flow opcode tables, one per CF_INST field: CF_DWORD1 (bits 29:23, 22 opcodes,
//! L9206-9285), CF_ALU_DWORD1 (bits 29:26, 7 opcodes, L9451-9479) and
//! CF_ALLOC_IMP_EXP_DWORD1_{BUF,SWIZ} (bits 29:23, 9 opcodes, L9705-9732 = L9874-9903), each
//! with the facts a simulator needs (clause execution, jumps, stack pushes and pops, program-type
//! restrictions; §3.7, Table 3-7 L2677-2950). The enums and lookups are generated from them.

/// Behaviour flags of a CF opcode (a bit set; combine with `union`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct CfFlags(u32);

impl CfFlags {
    /// No flags.
    pub const NONE: CfFlags = CfFlags(0);
    /// Executes a TEX clause (ADDR/COUNT describe it).
    pub const TEX_CLAUSE: CfFlags = CfFlags(1 << 0);
    /// Executes a VTX clause (ADDR/COUNT describe it).
    pub const VTX_CLAUSE: CfFlags = CfFlags(1 << 1);
    /// ADDR is the index of a CF instruction that may be jumped to.
    pub const JUMPS: CfFlags = CfFlags(1 << 2);
    /// Pushes onto the stack (per-pixel state, loop state or return address).
    pub const PUSHES: CfFlags = CfFlags(1 << 3);
    /// Uses POP_COUNT (pops that many entries, at least when it jumps).
    pub const POPS: CfFlags = CfFlags(1 << 4);
    /// CF_CONST selects the integer loop constant (trip count, init, step).
    pub const LOOP_CONST: CfFlags = CfFlags(1 << 5);
    /// Starts a loop (pairs with LOOP_END).
    pub const LOOP_START: CfFlags = CfFlags(1 << 6);
    /// Only valid in a geometry shader.
    pub const GS_ONLY: CfFlags = CfFlags(1 << 7);
    /// Only valid in a pixel shader.
    pub const PS_ONLY: CfFlags = CfFlags(1 << 8);
    /// Only valid in a vertex shader.
    pub const VS_ONLY: CfFlags = CfFlags(1 << 9);
    /// ALU clause: one push before the clause / before each PRED_SET* (ALU_PUSH_BEFORE).
    pub const PUSH_BEFORE: CfFlags = CfFlags(1 << 10);
    /// ALU clause: one pop after the clause.
    pub const POP_AFTER: CfFlags = CfFlags(1 << 11);
    /// ALU clause: two pops after the clause.
    pub const POP2_AFTER: CfFlags = CfFlags(1 << 12);
    /// ALU clause: performs an ELSE after the clause (readings differ, see the notes).
    pub const ELSE_AFTER: CfFlags = CfFlags(1 << 13);
    /// ALU clause: pixels masked off by PRED_SET* become inactive-continue.
    pub const CONTINUE: CfFlags = CfFlags(1 << 14);
    /// ALU clause: pixels masked off by PRED_SET* become inactive-break.
    pub const BREAK: CfFlags = CfFlags(1 << 15);
    /// Export (uses CF_ALLOC_IMP_EXP_DWORD1_SWIZ; TYPE is PIXEL/POS/PARAM).
    pub const EXPORT: CfFlags = CfFlags(1 << 16);
    /// Memory access (uses CF_ALLOC_IMP_EXP_DWORD1_BUF; TYPE is WRITE/WRITE_IND/READ/READ_IND).
    pub const MEM: CfFlags = CfFlags(1 << 17);
    /// The memory buffer can also be read (TYPE READ/READ_IND allowed).
    pub const READABLE: CfFlags = CfFlags(1 << 18);

    /// Whether every flag of `other` is set.
    pub const fn contains(self, other: CfFlags) -> bool {
        self.0 & other.0 == other.0
    }

    /// The union of two flag sets.
    pub const fn union(self, other: CfFlags) -> CfFlags {
        CfFlags(self.0 | other.0)
    }
}

/// Everything the manual says about one CF opcode of format `T`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct CfOpInfo<T: 'static> {
    /// The opcode.
    pub op: T,
    /// The CF_INST field value.
    pub code: u32,
    /// The mnemonic without the `CF_INST_` prefix.
    pub name: &'static str,
    /// Behaviour flags.
    pub flags: CfFlags,
}

impl<T> CfOpInfo<T> {
    /// The manual's full symbol, e.g. `CF_INST_LOOP_START_DX10`.
    pub fn symbol(&self) -> String {
        format!("CF_INST_{}", self.name)
    }
}

macro_rules! cf_table {
    ($(#[$m:meta])* $enum:ident, $table:ident, $max:literal; $($variant:ident = $code:literal $name:literal [$($flag:ident)|*];)*) => {
        $(#[$m])*
        #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
        pub enum $enum { $(#[doc = concat!("`", $name, "` (", stringify!($code), ")")] $variant),* }

        #[doc = concat!("The table of [`", stringify!($enum), "`], in enum order.")]
        pub const $table: &[CfOpInfo<$enum>] = &[$(CfOpInfo {
            op: $enum::$variant,
            code: $code,
            name: $name,
            flags: CfFlags::NONE $(.union(CfFlags::$flag))*,
        }),*];

        impl $enum {
            /// The table entry of this opcode.
            pub fn info(self) -> &'static CfOpInfo<$enum> {
                &$table[self as usize]
            }

            /// The mnemonic.
            pub fn name(self) -> &'static str {
                self.info().name
            }

            /// The opcode with CF_INST value `code`, if defined.
            pub fn from_code(code: u32) -> Option<$enum> {
                if code > $max {
                    return None;
                }
                $table.iter().find(|i| i.code == code).map(|i| i.op)
            }

            /// The opcode spelled `name` (mnemonic or `CF_INST_` symbol, case-insensitive).
            pub fn from_name(name: &str) -> Option<$enum> {
                let upper = name.to_ascii_uppercase();
                let short = upper.strip_prefix("CF_INST_").unwrap_or(&upper);
                $table.iter().find(|i| i.name == short).map(|i| i.op)
            }
        }
    };
}

cf_table! {
    /// A CF_DWORD1 opcode (CF_INST bits 29:23 < 32).
    CfOp, CF_OPS, 31;
    Nop = 0 "NOP" [];
    Tex = 1 "TEX" [TEX_CLAUSE];
    Vtx = 2 "VTX" [VTX_CLAUSE];
    VtxTc = 3 "VTX_TC" [VTX_CLAUSE];
    LoopStart = 4 "LOOP_START" [JUMPS | PUSHES | POPS | LOOP_CONST | LOOP_START];
    LoopEnd = 5 "LOOP_END" [JUMPS | LOOP_CONST];
    LoopStartDx10 = 6 "LOOP_START_DX10" [JUMPS | PUSHES | POPS | LOOP_START];
    LoopStartNoAl = 7 "LOOP_START_NO_AL" [JUMPS | PUSHES | POPS | LOOP_CONST | LOOP_START];
    LoopContinue = 8 "LOOP_CONTINUE" [JUMPS | POPS];
    LoopBreak = 9 "LOOP_BREAK" [JUMPS | POPS];
    Push = 10 "PUSH" [JUMPS | PUSHES | POPS];
    PushElse = 11 "PUSH_ELSE" [JUMPS | PUSHES];
    Pop = 12 "POP" [POPS];
    Call = 13 "CALL" [JUMPS | PUSHES];
    Return = 14 "RETURN" [];
    CallFs = 15 "CALL_FS" [PUSHES | VS_ONLY];
    Jump = 16 "JUMP" [JUMPS | POPS];
    Else = 17 "ELSE" [JUMPS | POPS];
    EmitVertex = 18 "EMIT_VERTEX" [GS_ONLY];
    EmitCutVertex = 19 "EMIT_CUT_VERTEX" [GS_ONLY];
    CutVertex = 20 "CUT_VERTEX" [GS_ONLY];
    Kill = 21 "KILL" [JUMPS | PS_ONLY];
}

cf_table! {
    /// A CF_ALU_DWORD1 opcode (CF_INST bits 29:26).
    CfAluOp, CF_ALU_OPS, 15;
    Alu = 8 "ALU" [];
    AluPushBefore = 9 "ALU_PUSH_BEFORE" [PUSH_BEFORE];
    AluPopAfter = 10 "ALU_POP_AFTER" [POP_AFTER];
    AluPop2After = 11 "ALU_POP2_AFTER" [POP2_AFTER];
    AluContinue = 13 "ALU_CONTINUE" [CONTINUE];
    AluBreak = 14 "ALU_BREAK" [BREAK];
    AluElseAfter = 15 "ALU_ELSE_AFTER" [PUSH_BEFORE | ELSE_AFTER];
}

cf_table! {
    /// A CF_ALLOC_IMP_EXP_DWORD1 opcode (CF_INST bits 29:23 ≥ 32).
    CfExportOp, CF_EXPORT_OPS, 63;
    MemStream0 = 32 "MEM_STREAM0" [MEM | VS_ONLY];
    MemStream1 = 33 "MEM_STREAM1" [MEM | VS_ONLY];
    MemStream2 = 34 "MEM_STREAM2" [MEM | VS_ONLY];
    MemStream3 = 35 "MEM_STREAM3" [MEM | VS_ONLY];
    MemScratch = 36 "MEM_SCRATCH" [MEM | READABLE];
    MemReduction = 37 "MEM_REDUCTION" [MEM | READABLE];
    MemRing = 38 "MEM_RING" [MEM];
    Export = 39 "EXPORT" [EXPORT];
    ExportDone = 40 "EXPORT_DONE" [EXPORT];
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tables_are_in_enum_order() {
        for (i, info) in CF_OPS.iter().enumerate() {
            assert_eq!(info.op as usize, i);
            assert_eq!(CfOp::from_code(info.code), Some(info.op));
            assert_eq!(CfOp::from_name(&info.symbol()), Some(info.op));
        }
        for (i, info) in CF_ALU_OPS.iter().enumerate() {
            assert_eq!(info.op as usize, i);
            assert_eq!(CfAluOp::from_code(info.code), Some(info.op));
        }
        for (i, info) in CF_EXPORT_OPS.iter().enumerate() {
            assert_eq!(info.op as usize, i);
            assert_eq!(CfExportOp::from_code(info.code), Some(info.op));
        }
        assert_eq!(CfAluOp::from_code(12), None);
        assert_eq!(CfOp::from_code(22), None);
        assert_eq!(CfExportOp::from_code(41), None);
    }
}
