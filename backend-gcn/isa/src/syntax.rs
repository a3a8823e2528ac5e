//! Symbolic immediate syntaxes of LLVM: `s_waitcnt` counters, `sendmsg(...)`, `hwreg(...)` and
//! `gpr_idx(...)` (field layouts: manual L6010-6018, L1703-1790; names as printed by llvm-mc).

/// `gpr_idx` mode bits, bit 0 first.
pub const GPR_IDX_NAMES: [&str; 4] = ["SRC0", "SRC1", "SRC2", "DST"];

/// Hardware register names by id (gfx9).
pub const HWREG_NAMES: [(u16, &str); 8] = [
    (1, "HW_REG_MODE"),
    (2, "HW_REG_STATUS"),
    (3, "HW_REG_TRAPSTS"),
    (4, "HW_REG_HW_ID"),
    (5, "HW_REG_GPR_ALLOC"),
    (6, "HW_REG_LDS_ALLOC"),
    (7, "HW_REG_IB_STS"),
    (15, "HW_REG_SH_MEM_BASES"),
];

/// Message names by id (gfx9); `true` if the message takes an operation.
pub const MSG_NAMES: [(u16, &str, bool); 11] = [
    (1, "MSG_INTERRUPT", false),
    (2, "MSG_GS", true),
    (3, "MSG_GS_DONE", true),
    (4, "MSG_SAVEWAVE", false),
    (5, "MSG_STALL_WAVE_GEN", false),
    (6, "MSG_HALT_WAVES", false),
    (7, "MSG_ORDERED_PS_DONE", false),
    (8, "MSG_EARLY_PRIM_DEALLOC", false),
    (9, "MSG_GS_ALLOC_REQ", false),
    (10, "MSG_GET_DOORBELL", false),
    (15, "MSG_SYSMSG", true),
];

/// GS operation names (op field 0-3).
pub const GS_OP_NAMES: [&str; 4] = ["GS_OP_NOP", "GS_OP_CUT", "GS_OP_EMIT", "GS_OP_EMIT_CUT"];
/// System message operation names (op field 1-4).
pub const SYSMSG_OP_NAMES: [&str; 5] = [
    "",
    "SYSMSG_OP_ECC_ERR_INTERRUPT",
    "SYSMSG_OP_REG_RD",
    "SYSMSG_OP_HOST_TRAP_ACK",
    "SYSMSG_OP_TTRACE_PC",
];

/// Maximum counter values: vmcnt, expcnt, lgkmcnt.
pub const WAITCNT_MAX: (u16, u16, u16) = (63, 7, 15);

/// Split an `s_waitcnt` immediate into (vmcnt, expcnt, lgkmcnt).
pub fn waitcnt_fields(v: u16) -> (u16, u16, u16) {
    ((v & 15) | (v >> 14 & 3) << 4, v >> 4 & 7, v >> 8 & 15)
}

/// Build an `s_waitcnt` immediate from counters (unused bits zero).
pub fn waitcnt_value(vm: u16, exp: u16, lgkm: u16) -> u16 {
    (vm & 15) | (vm >> 4 & 3) << 14 | (exp & 7) << 4 | (lgkm & 15) << 8
}

/// LLVM's text of an `s_waitcnt` immediate.
pub fn waitcnt_text(v: u16) -> String {
    let (vm, exp, lgkm) = waitcnt_fields(v);
    let (mvm, mexp, mlgkm) = WAITCNT_MAX;
    let all = vm == mvm && exp == mexp && lgkm == mlgkm;
    let mut parts = Vec::new();
    if all || vm != mvm {
        parts.push(format!("vmcnt({vm})"));
    }
    if all || exp != mexp {
        parts.push(format!("expcnt({exp})"));
    }
    if all || lgkm != mlgkm {
        parts.push(format!("lgkmcnt({lgkm})"));
    }
    parts.join(" ")
}

/// LLVM's text of a `hwreg` immediate: `{size-1 [15:11], offset [10:6], id [5:0]}`.
pub fn hwreg_text(v: u16) -> String {
    let id = v & 63;
    let off = v >> 6 & 31;
    let size = (v >> 11) + 1;
    let name = HWREG_NAMES
        .iter()
        .find(|h| h.0 == id)
        .map_or(id.to_string(), |h| h.1.to_string());
    if off == 0 && size == 32 {
        format!("hwreg({name})")
    } else {
        format!("hwreg({name}, {off}, {size})")
    }
}

/// LLVM's text of a `sendmsg` immediate: `id [3:0], op [6:4], stream [9:8]`. A valid
/// combination of those fields is named whatever the other bits hold (llvm-mc-14 ignores them);
/// other values are `sendmsg(id, op, stream)` when no other bit is set, else the number.
pub fn sendmsg_text(v: u16) -> String {
    let id = v & 15;
    let op = v >> 4 & 7;
    let stream = v >> 8 & 3;
    if let Some(t) = sendmsg_symbolic(id, op, stream) {
        return t;
    }
    if v >> 10 != 0 || v & 0x80 != 0 {
        return v.to_string();
    }
    format!("sendmsg({id}, {op}, {stream})")
}

/// The symbolic `sendmsg(...)` of valid message fields.
fn sendmsg_symbolic(id: u16, op: u16, stream: u16) -> Option<String> {
    let &(_, name, has_op) = MSG_NAMES.iter().find(|m| m.0 == id)?;
    if !has_op {
        return (op == 0 && stream == 0).then(|| format!("sendmsg({name})"));
    }
    match (id, op, stream) {
        (3, 0, 0) => Some(format!("sendmsg({name}, GS_OP_NOP)")),
        (2 | 3, 1..=3, _) => Some(format!(
            "sendmsg({name}, {}, {stream})",
            GS_OP_NAMES[usize::from(op)]
        )),
        (2 | 3, _, _) => None,
        (_, 1..=4, 0) => Some(format!(
            "sendmsg({name}, {})",
            SYSMSG_OP_NAMES[usize::from(op)]
        )),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    // Expected texts are llvm-mc-14's (gfx900) disassembly of the same immediates.
    #[test]
    fn waitcnt_omits_counters_at_their_maximum() {
        assert_eq!(waitcnt_text(0x0070), "vmcnt(0) lgkmcnt(0)");
        assert_eq!(waitcnt_text(0x1234), "vmcnt(4) expcnt(3) lgkmcnt(2)");
        assert_eq!(waitcnt_text(0xffff), "vmcnt(63) expcnt(7) lgkmcnt(15)");
        assert_eq!(waitcnt_text(0x3f7f), "vmcnt(15)");
        assert_eq!(waitcnt_value(0, 7, 0), 0x0070);
        assert_eq!(waitcnt_value(16, 7, 15), 0x4f70);
    }

    #[test]
    fn hwreg_prints_size_minus_one_field() {
        assert_eq!(hwreg_text(0xf801), "hwreg(HW_REG_MODE)");
        assert_eq!(hwreg_text(0x1901), "hwreg(HW_REG_MODE, 4, 4)");
        assert_eq!(hwreg_text(0x1234), "hwreg(52, 8, 3)");
        assert_eq!(hwreg_text(0xf810), "hwreg(16)");
        assert_eq!(hwreg_text(0x0000), "hwreg(0, 0, 1)");
    }

    #[test]
    fn sendmsg_symbolic_only_for_valid_combinations() {
        assert_eq!(sendmsg_text(1), "sendmsg(MSG_INTERRUPT)");
        assert_eq!(sendmsg_text(0x122), "sendmsg(MSG_GS, GS_OP_EMIT, 1)");
        assert_eq!(sendmsg_text(3), "sendmsg(MSG_GS_DONE, GS_OP_NOP)");
        assert_eq!(sendmsg_text(0x103), "sendmsg(3, 0, 1)");
        assert_eq!(sendmsg_text(0x2f), "sendmsg(MSG_SYSMSG, SYSMSG_OP_REG_RD)");
        assert_eq!(sendmsg_text(2), "sendmsg(2, 0, 0)");
        assert_eq!(sendmsg_text(0x1234), "4660");
        // Bits outside the fields do not matter to a valid combination.
        assert_eq!(sendmsg_text(0x3a13), "sendmsg(MSG_GS_DONE, GS_OP_CUT, 2)");
        assert_eq!(
            sendmsg_text(0x80af),
            "sendmsg(MSG_SYSMSG, SYSMSG_OP_REG_RD)"
        );
        assert_eq!(sendmsg_text(0x0401), "sendmsg(MSG_INTERRUPT)");
        assert_eq!(sendmsg_text(0x0402), "1026");
        assert_eq!(sendmsg_text(0x8103), "33027");
    }
}
