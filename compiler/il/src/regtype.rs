//! The register-type table: every ILRegType of appendix B (L14031-14111, numbered by
//! position; the duplicated `IL_REGTYPE_THREAD_GROUP_ID_FLAT` at L14081 is counted once so
//! that LAST = 63 fits the 6-bit field), with text spellings from Table 5.8 (L1292-1361),
//! read/write permissions and the shader types that may use it.
//!
//! Text rules derived from this table: the name is matched ASCII-case-insensitively; a
//! type with a separate write spelling (`oT#` vs `vT#`) prints the write spelling when used
//! as a destination. `v` followed by a number is INPUT (`v0`, `v1[2]`); `v` without a
//! number is VERTEX (`v[1][2]`, manual L749-758).

use crate::enums::ShaderType;

/// Bit set of shader types (bit n = [`ShaderType`] number n).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Stages(pub u8);

impl Stages {
    /// Every shader type.
    pub const ALL: Stages = Stages(0x3f);
    /// Compute shaders only.
    pub const CS: Stages = Stages(1 << 3);
    /// Every shader type except compute.
    pub const GFX: Stages = Stages(0x3f & !(1 << 3));

    /// True when shader type `t` is in the set.
    pub fn contains(self, t: ShaderType) -> bool {
        self.0 & (1 << t.number()) != 0
    }
}

/// One row of the register-type table.
#[derive(Clone, Copy, Debug)]
pub struct RegInfo {
    /// The register type.
    pub ty: RegType,
    /// Appendix B enum name, e.g. `IL_REGTYPE_TEMP`.
    pub enum_name: &'static str,
    /// Text spelling when read (and when written, unless `write_name` differs).
    pub name: &'static str,
    /// Text spelling when written as a destination.
    pub write_name: &'static str,
    /// Deprecated spellings also accepted.
    pub aliases: &'static [&'static str],
    /// May be read.
    pub readable: bool,
    /// May be written.
    pub writable: bool,
    /// Shader types that may use it.
    pub stages: Stages,
}

macro_rules! regtypes {
    ($( $var:ident = $num:literal, $ename:literal, $name:literal, $wname:literal, [$($alias:literal),*], $rw:literal, $stages:expr; )*) => {
        /// An IL register type (ILRegType); the discriminant is its appendix B number.
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
        #[repr(u8)]
        pub enum RegType {
            $( #[doc = concat!("`", $ename, "`, text `", $name, "`")] $var = $num, )*
        }

        /// The register-type table, indexed by number.
        pub static REGTYPES: &[RegInfo] = &[
            $( RegInfo {
                ty: RegType::$var, enum_name: $ename, name: $name, write_name: $wname,
                aliases: &[$($alias),*],
                readable: matches!($rw.as_bytes(), [b'r', ..]),
                writable: matches!($rw.as_bytes(), [_, b'w']),
                stages: $stages,
            }, )*
        ];
    };
}

regtypes! {
    ConstBool = 0, "IL_REGTYPE_CONST_BOOL", "b", "b", [], "r-", Stages::ALL;
    ConstFloat = 1, "IL_REGTYPE_CONST_FLOAT", "c", "c", [], "rw", Stages::ALL;
    ConstInt = 2, "IL_REGTYPE_CONST_INT", "i", "i", [], "rw", Stages::ALL;
    Addr = 3, "IL_REGTYPE_ADDR", "a", "a", [], "rw", Stages::ALL;
    Temp = 4, "IL_REGTYPE_TEMP", "r", "r", [], "rw", Stages::ALL;
    Vertex = 5, "IL_REGTYPE_VERTEX", "v", "v", [], "r-", Stages::GFX;
    Index = 6, "IL_REGTYPE_INDEX", "vIndex", "vIndex", [], "r-", Stages::GFX;
    ObjectIndex = 7, "IL_REGTYPE_OBJECT_INDEX", "vObjIndex", "vObjIndex", [], "r-", Stages::GFX;
    BarycentricCoord = 8, "IL_REGTYPE_BARYCENTRIC_COORD", "vBaryCoord", "vBaryCoord", [], "r-", Stages::GFX;
    PrimitiveIndex = 9, "IL_REGTYPE_PRIMITIVE_INDEX", "vPrimIndex", "vPrimIndex", [], "r-", Stages::GFX;
    QuadIndex = 10, "IL_REGTYPE_QUAD_INDEX", "vQuadIndex", "vQuadIndex", [], "r-", Stages::GFX;
    VOutput = 11, "IL_REGTYPE_VOUTPUT", "oVtxOut", "oVtxOut", [], "-w", Stages::GFX;
    PInput = 12, "IL_REGTYPE_PINPUT", "vPixIn", "vPixIn", [], "rw", Stages::GFX;
    Sprite = 13, "IL_REGTYPE_SPRITE", "oSprite", "oSprite", [], "-w", Stages::GFX;
    Pos = 14, "IL_REGTYPE_POS", "oPos", "oPos", [], "-w", Stages::GFX;
    Interp = 15, "IL_REGTYPE_INTERP", "vInterp", "oInterp", [], "rw", Stages::GFX;
    Fog = 16, "IL_REGTYPE_FOG", "oFog", "oFog", [], "rw", Stages::GFX;
    TexCoord = 17, "IL_REGTYPE_TEXCOORD", "vT", "oT", [], "rw", Stages::GFX;
    PriColor = 18, "IL_REGTYPE_PRICOLOR", "vPriColor", "oPriColor", [], "rw", Stages::GFX;
    SecColor = 19, "IL_REGTYPE_SECCOLOR", "vSecColor", "oSecColor", [], "rw", Stages::GFX;
    SpriteCoord = 20, "IL_REGTYPE_SPRITECOORD", "vSpriteCoord", "vSpriteCoord", [], "r-", Stages::GFX;
    Face = 21, "IL_REGTYPE_FACE", "vFace", "vFace", [], "r-", Stages::GFX;
    WinCoord = 22, "IL_REGTYPE_WINCOORD", "vWinCoord", "vWinCoord", [], "r-", Stages::GFX;
    PrimCoord = 23, "IL_REGTYPE_PRIMCOORD", "vPrimCoord", "vPrimCoord", [], "r-", Stages::GFX;
    PrimType = 24, "IL_REGTYPE_PRIMTYPE", "vPrimType", "vPrimType", [], "r-", Stages::GFX;
    PColor = 25, "IL_REGTYPE_PCOLOR", "oC", "oC", [], "-w", Stages::GFX;
    Depth = 26, "IL_REGTYPE_DEPTH", "oDepth", "oDepth", [], "-w", Stages::GFX;
    Stencil = 27, "IL_REGTYPE_STENCIL", "oStencil", "oStencil", [], "-w", Stages::GFX;
    Clip = 28, "IL_REGTYPE_CLIP", "oClip", "oClip", [], "-w", Stages::GFX;
    VPrim = 29, "IL_REGTYPE_VPRIM", "vPrim", "vPrim", [], "rw", Stages::GFX;
    ITemp = 30, "IL_REGTYPE_ITEMP", "x", "x", [], "rw", Stages::ALL;
    ConstBuff = 31, "IL_REGTYPE_CONST_BUFF", "cb", "cb", [], "r-", Stages::ALL;
    Literal = 32, "IL_REGTYPE_LITERAL", "l", "l", [], "r-", Stages::ALL;
    Input = 33, "IL_REGTYPE_INPUT", "v", "v", [], "r-", Stages::GFX;
    Output = 34, "IL_REGTYPE_OUTPUT", "o", "o", [], "-w", Stages::GFX;
    ImmedConstBuff = 35, "IL_REGTYPE_IMMED_CONST_BUFF", "icb", "icb", [], "r-", Stages::ALL;
    OMask = 36, "IL_REGTYPE_OMASK", "oMask", "oMask", [], "-w", Stages::GFX;
    Persist = 37, "IL_REGTYPE_PERSIST", "p", "p", [], "rw", Stages::ALL;
    Global = 38, "IL_REGTYPE_GLOBAL", "g", "g", [], "rw", Stages::ALL;
    PsOutFog = 39, "IL_REGTYPE_PS_OUT_FOG", "oPsFog", "oPsFog", [], "-w", Stages::GFX;
    SharedTemp = 40, "IL_REGTYPE_SHARED_TEMP", "sr", "sr", [], "rw", Stages::CS;
    ThreadIdInGroup = 41, "IL_REGTYPE_THREAD_ID_IN_GROUP", "vTidInGrp", "vTidInGrp", [], "r-", Stages::CS;
    ThreadIdInGroupFlat = 42, "IL_REGTYPE_THREAD_ID_IN_GROUP_FLAT", "vTidInGrpFlat", "vTidInGrpFlat", ["vTid"], "r-", Stages::CS;
    AbsoluteThreadId = 43, "IL_REGTYPE_ABSOLUTE_THREAD_ID", "vAbsTid", "vAbsTid", [], "r-", Stages::CS;
    AbsoluteThreadIdFlat = 44, "IL_REGTYPE_ABSOLUTE_THREAD_ID_FLAT", "vAbsTidFlat", "vAbsTidFlat", ["vaTid"], "r-", Stages::CS;
    ThreadGroupId = 45, "IL_REGTYPE_THREAD_GROUP_ID", "vThreadGrpId", "vThreadGrpId", [], "r-", Stages::CS;
    ThreadGroupIdFlat = 46, "IL_REGTYPE_THREAD_GROUP_ID_FLAT", "vThreadGrpIdFlat", "vThreadGrpIdFlat", ["vTGroupid"], "r-", Stages::CS;
    GenericMem = 47, "IL_REGTYPE_GENERIC_MEM", "mem", "mem", [], "rw", Stages::ALL;
    InputCp = 48, "IL_REGTYPE_INPUTCP", "vicp", "vicp", [], "r-", Stages::GFX;
    PatchConst = 49, "IL_REGTYPE_PATCHCONST", "vpc", "vpc", [], "rw", Stages::GFX;
    DomainLocation = 50, "IL_REGTYPE_DOMAINLOCATION", "vDomain", "vDomain", [], "r-", Stages::GFX;
    OutputCp = 51, "IL_REGTYPE_OUTPUTCP", "vocp", "vocp", [], "rw", Stages::GFX;
    OcpId = 52, "IL_REGTYPE_OCP_ID", "vOutputControlPointId", "vOutputControlPointId", [], "r-", Stages::GFX;
    ShaderInstanceId = 53, "IL_REGTYPE_SHADER_INSTANCE_ID", "vInstanceId", "vInstanceId", [], "r-", Stages::GFX;
    This = 54, "IL_REGTYPE_THIS", "this", "this", [], "r-", Stages::ALL;
    EdgeFlag = 55, "IL_REGTYPE_EDGEFLAG", "oEdgeFlag", "oEdgeFlag", [], "-w", Stages::GFX;
    DepthLe = 56, "IL_REGTYPE_DEPTH_LE", "oDepthLE", "oDepthLE", [], "-w", Stages::GFX;
    DepthGe = 57, "IL_REGTYPE_DEPTH_GE", "oDepthGE", "oDepthGE", [], "-w", Stages::GFX;
    InputCoverageMask = 58, "IL_REGTYPE_INPUT_COVERAGE_MASK", "vCoverageMask", "vCoverageMask", [], "r-", Stages::GFX;
    Timer = 59, "IL_REGTYPE_TIMER", "Tmr", "Tmr", [], "r-", Stages::ALL;
    LineStipple = 60, "IL_REGTYPE_LINE_STIPPLE", "vLineStipple", "vLineStipple", [], "r-", Stages::GFX;
    InputArg = 61, "IL_REGTYPE_INPUT_ARG", "in", "in", [], "rw", Stages::ALL;
    OutputArg = 62, "IL_REGTYPE_OUTPUT_ARG", "out", "out", [], "rw", Stages::ALL;
}

/// Number of register types (`IL_REGTYPE_LAST`).
pub const REGTYPE_COUNT: usize = 63;

impl RegType {
    /// The table row.
    pub fn info(self) -> &'static RegInfo {
        &REGTYPES[self as usize]
    }

    /// The appendix B number (the 6-bit `register_type` field).
    pub fn number(self) -> u8 {
        self as u8
    }

    /// The register type with appendix B number `n`.
    pub fn from_number(n: u32) -> Option<RegType> {
        REGTYPES.get(usize::try_from(n).ok()?).map(|i| i.ty)
    }

    /// The spelling used when printing (write spelling for destinations).
    pub fn text(self, as_dst: bool) -> &'static str {
        let i = self.info();
        if as_dst {
            i.write_name
        } else {
            i.name
        }
    }

    /// Looks up a register name (ASCII-case-insensitive, aliases included). `v` gives
    /// INPUT; the parser turns it into VERTEX when no number follows.
    pub fn from_name(s: &str) -> Option<RegType> {
        REGTYPES.iter().find_map(|i| {
            let hit = i.name.eq_ignore_ascii_case(s)
                || i.write_name.eq_ignore_ascii_case(s)
                || i.aliases.iter().any(|a| a.eq_ignore_ascii_case(s));
            (hit && i.ty != RegType::Vertex).then_some(i.ty)
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn table_is_in_number_order() {
        assert_eq!(REGTYPES.len(), REGTYPE_COUNT);
        for (i, r) in REGTYPES.iter().enumerate() {
            assert_eq!(r.ty as usize, i, "{}", r.enum_name);
        }
    }

    #[test]
    fn names_resolve() {
        assert_eq!(RegType::from_name("r"), Some(RegType::Temp));
        assert_eq!(
            RegType::from_name("VABSTID"),
            Some(RegType::AbsoluteThreadId)
        );
        assert_eq!(
            RegType::from_name("vaTid"),
            Some(RegType::AbsoluteThreadIdFlat)
        );
        assert_eq!(
            RegType::from_name("vTGroupid"),
            Some(RegType::ThreadGroupIdFlat)
        );
        assert_eq!(RegType::from_name("oT"), Some(RegType::TexCoord));
        assert_eq!(RegType::from_name("v"), Some(RegType::Input));
        assert_eq!(RegType::from_name("q"), None);
        // Manual numbers (App B counting): TEMP 4, ITEMP 30, LITERAL 32, GLOBAL 38,
        // ABSOLUTE_THREAD_ID 43, GENERIC_MEM 47, TIMER 59, OUTPUT_ARG 62.
        assert_eq!(RegType::Temp.number(), 4);
        assert_eq!(RegType::ITemp.number(), 30);
        assert_eq!(RegType::Literal.number(), 32);
        assert_eq!(RegType::Global.number(), 38);
        assert_eq!(RegType::AbsoluteThreadId.number(), 43);
        assert_eq!(RegType::GenericMem.number(), 47);
        assert_eq!(RegType::Timer.number(), 59);
        assert_eq!(RegType::OutputArg.number(), 62);
    }
}
