#!/usr/bin/env python3
"""Generate src/opcodes.rs from the Vega ISA manual's microcode opcode tables.

Opcode numbers and names come from the manual (vega-isa.txt, chapter "Microcode Formats");
operand signatures and side-effect flags are derived from the mnemonic by the rules below
(type suffixes, operand counts) plus explicit per-opcode exceptions, and were cross-checked with
llvm-mc-14. The generated file is the single opcode table of the crate, followed by module `op`:
one typed constant per opcode (`op::V_ADD_F32`), an index into `table::all_ops()`.

The one command that regenerates it (from the repository root; needs python3 and rustfmt):

    python3 backend-gcn/isa/tools/gen_opcodes.py /path/to/vega-isa.txt

It refuses a manual whose SHA-256 differs from MANUAL_SHA256, writes src/opcodes.rs, formats it
with rustfmt and records in its header the manual's hash, this script's hash and the hash of the
file itself (without that line), which the crate's tests check. `--check` compares instead of
writing (exit status 1 on a difference).
"""
import hashlib, os, re, subprocess, sys, tempfile

# The Vega ISA manual (text form) the tables were generated from; it cannot be committed.
MANUAL_SHA256 = '8e3c3070ce81479ae8ef0a868816a916af8afc83cfe43485a2d476661e6b88e6'
HERE = os.path.dirname(os.path.abspath(__file__))
OUTPUT = os.path.join(HERE, '..', 'src', 'opcodes.rs')
CONTENT_TAG = '//! content-sha256: '

def read_tables(path):
    lines = open(path).read().split('\n')
    tables = {}
    i = 0
    while i < len(lines):
        if 'Opcode #' in lines[i] and i > 11000:
            rows = []
            j = i + 2
            while j < len(lines) and lines[j].startswith(('+', '|')):
                m = re.match(r'\|\s*(\d+)\s*\|\s*([A-Z0-9_\\]+)\s*\|', lines[j])
                if m:
                    rows.append((int(m.group(1)), m.group(2).replace('\\', '').lower(), j + 1))
                j += 1
            k = j
            while not lines[k].startswith('Table:'):
                k += 1
            tables[lines[k].split()[1]] = rows
            i = j
        else:
            i += 1
    # VINTRP opcodes are only listed in the instruction chapter (L8243-8270).
    tables['VINTRP'] = [(0, 'v_interp_p1_f32', 8252), (1, 'v_interp_p2_f32', 8261), (2, 'v_interp_mov_f32', 8267)]
    return tables

TY = {'f16': ('F16', 1), 'f32': ('F32', 1), 'f64': ('F64', 2), 'i16': ('I16', 1), 'u16': ('I16', 1),
      'b16': ('I16', 1), 'i32': ('I32', 1), 'u32': ('I32', 1), 'b32': ('I32', 1), 'i24': ('I32', 1),
      'u24': ('I32', 1), 'i64': ('I64', 2), 'u64': ('I64', 2), 'b64': ('I64', 2), 'u8': ('I32', 1),
      'i4': ('I32', 1)}

def types_of(name):
    toks = [t for t in name.split('_')[1:] if t in TY]
    return [TY[t] for t in toks]

def op(field, kind, ty, write):
    t, n = ty
    return f"OperandSpec::{'write' if write else 'read'}(Field::{field}, Kind::{kind}, {n}, Ty::{t})"

I32 = ('I32', 1); I64 = ('I64', 2); F32 = ('F32', 1)

def salu(fmt, name):
    ts = types_of(name) or [I32]
    d = ts[0]; s = ts[-1]
    ops, fl = [], []
    if fmt == 'SOP2':
        s0 = s1 = s
        if name in ('s_lshl_b64', 's_lshr_b64', 's_ashr_i64', 's_bfe_u64', 's_bfe_i64'):
            s1 = I32
        if name == 's_bfm_b64':
            s0 = s1 = I32
        if name == 's_cbranch_g_fork':
            # (llvm-mc-14: SGPR pairs or inline constants, SCSrc_b64; its decoder also reads a
            # literal, its assembler refuses one, parse.rs.)
            return [op('Ssrc0', 'SSrc', I64, False), op('Ssrc1', 'SSrc', I64, False)], ['BRANCH']
        if name == 's_rfe_restore_b64':
            return [op('Ssrc0', 'SSrc', I64, False), op('Ssrc1', 'SSrc', I32, False)], []
        ops = [op('Sdst', 'SReg', d, True), op('Ssrc0', 'SSrc', s0, False), op('Ssrc1', 'SSrc', s1, False)]
        if not re.match(r's_(cselect|bfm|mul_i32|mul_hi|pack)', name):
            fl.append('WRITES_SCC')
        if re.match(r's_(cselect|addc|subb)', name):
            fl.append('READS_SCC')
    elif fmt == 'SOP1':
        if name == 's_getpc_b64':
            return [op('Sdst', 'SReg', I64, True)], []
        if name in ('s_setpc_b64', 's_rfe_b64'):
            return [op('Ssrc0', 'SReg', I64, False)], ['BRANCH']
        if name == 's_cbranch_join':
            return [op('Ssrc0', 'SReg', I32, False)], ['BRANCH']
        if name.startswith('s_movrels'):
            return [op('Sdst', 'SReg', d, True), op('Ssrc0', 'SReg', s, False)], ['READS_M0']
        if name == 's_set_gpr_idx_idx':
            return [op('Ssrc0', 'SSrc', I32, False)], ['WRITES_M0', 'READS_M0']
        if re.match(r's_(bcnt|ff|flbit)', name):
            d = I32
        if re.match(r's_bitset', name) or name == 's_bitreplicate_b64_b32':
            s = I32
        ops = [op('Sdst', 'SReg', d, True), op('Ssrc0', 'SSrc', s, False)]
        if re.match(r's_(not|wqm|bcnt|quadmask|abs|.*_saveexec|andn[12]_wrexec)', name):
            fl.append('WRITES_SCC')
        if re.match(r's_cmov', name):
            fl.append('READS_SCC')
        if 'saveexec' in name or 'wrexec' in name:
            fl += ['READS_EXEC', 'WRITES_EXEC']
        if 'movrel' in name:
            fl.append('READS_M0')
        if name == 's_swappc_b64':
            fl.append('BRANCH')
    elif fmt == 'SOPC':
        if name == 's_set_gpr_idx_on':
            return [op('Ssrc0', 'SSrc', I32, False), op('Ssrc1', 'Imm(ImmKind::GprIdx)', I32, False)], ['WRITES_M0']
        if name == 's_setvskip':
            return [op('Ssrc0', 'SSrc', I32, False), op('Ssrc1', 'SSrc', I32, False)], []
        s1 = I32 if 'bitcmp' in name else s
        ops = [op('Ssrc0', 'SSrc', s, False), op('Ssrc1', 'SSrc', s1, False)]
        fl.append('WRITES_SCC')
    elif fmt == 'SOPK':
        if name == 's_getreg_b32':
            return [op('Sdst', 'SReg', I32, True), op('Simm16', 'Imm(ImmKind::Hwreg)', I32, False)], []
        if name == 's_setreg_b32':
            return [op('Simm16', 'Imm(ImmKind::Hwreg)', I32, False), op('Sdst', 'SReg', I32, False)], []
        if name == 's_setreg_imm32_b32':
            return [op('Simm16', 'Imm(ImmKind::Hwreg)', I32, False), op('Literal', 'Imm(ImmKind::Literal)', I32, False)], []
        if name in ('s_cbranch_i_fork', 's_call_b64'):
            return [op('Sdst', 'SReg', I64, name == 's_call_b64'), op('Simm16', 'Imm(ImmKind::Label)', I32, False)], ['BRANCH']
        cmp = name.startswith('s_cmpk')
        ops = [op('Sdst', 'SReg', I32, not cmp), op('Simm16', 'Imm(ImmKind::Hex16)', I32, False)]
        if cmp or name == 's_addk_i32':
            fl.append('WRITES_SCC')
        if name == 's_cmovk_i32':
            fl.append('READS_SCC')
    return ops, fl

SOPP_IMM = {
    's_nop': 'Dec16', 's_endpgm': 'Opt16', 's_branch': 'Label', 's_wakeup': None, 's_barrier': None,
    's_setkill': 'Dec16', 's_waitcnt': 'Waitcnt', 's_sethalt': 'Dec16', 's_sleep': 'Dec16',
    's_setprio': 'Dec16', 's_sendmsg': 'Sendmsg', 's_sendmsghalt': 'Sendmsg', 's_trap': 'Dec16',
    's_icache_inv': None, 's_incperflevel': 'Dec16', 's_decperflevel': 'Dec16', 's_ttracedata': None,
    's_endpgm_saved': None, 's_set_gpr_idx_off': None, 's_set_gpr_idx_mode': 'GprIdx',
    's_endpgm_ordered_ps_done': None,
}

def sopp(name):
    if name.startswith('s_cbranch'):
        k = 'Label'
    else:
        k = SOPP_IMM[name]
    fl = []
    if k == 'Label':
        fl.append('BRANCH')
        if 'scc' in name: fl.append('READS_SCC')
        if 'vcc' in name: fl.append('READS_VCC')
        if 'exec' in name: fl.append('READS_EXEC')
    if name.startswith('s_sendmsg'):
        fl += ['READS_M0', 'LGKMCNT']
    if name in ('s_set_gpr_idx_off', 's_set_gpr_idx_mode'):
        fl.append('WRITES_M0')
    if name.startswith('s_endpgm'):
        fl.append('ENDS_PROGRAM')
    if k is None:
        return [], fl
    return [op('Simm16', f'Imm(ImmKind::{k})', I32, False)], fl

# VOP3 natives whose op_sel bits llvm-mc-14 accepts and prints for gfx900 (checked one by one).
OP_SEL = {'v_mad_u32_u16', 'v_mad_i32_i16', 'v_min3_f16', 'v_min3_i16', 'v_min3_u16', 'v_max3_f16',
          'v_max3_i16', 'v_max3_u16', 'v_med3_f16', 'v_med3_i16', 'v_med3_u16', 'v_mad_f16', 'v_mad_u16',
          'v_mad_i16', 'v_fma_f16', 'v_div_fixup_f16', 'v_cvt_pknorm_i16_f16', 'v_cvt_pknorm_u16_f16',
          'v_add_i16', 'v_sub_i16', 'v_pack_b32_f16'}

def valu_types(name):
    ts = types_of(name) or [I32]
    if name.startswith('v_cvt_') and len(ts) >= 2:
        return ts[0], ts[1]
    return ts[0], ts[-1]

def valu(fmt, name):
    """Operand list of a VALU opcode in LLVM's printed order."""
    d, s = valu_types(name)
    fl = ['READS_EXEC']
    V = lambda f, t: op(f, 'VSrc', t, False)
    if fmt == 'VOP1':
        if name in ('v_nop', 'v_clrexcp'):
            return [], fl
        if name == 'v_readfirstlane_b32':
            return [op('Vdst', 'SRegV', I32, True), op('Src0', 'VReg', I32, False)], ['IGNORES_EXEC']
        if name == 'v_swap_b32':
            return [op('Vdst', 'VReg', I32, True), op('Src0', 'VReg', I32, True)], fl
        if re.match(r'v_frexp_exp_i32', name): d = I32
        if name.startswith('v_cvt_f32_ubyte'): s = I32
        # (Its source is a pair of 16-bit values: one 32-bit operand, LLVM's VOP_I16_I32.)
        if name == 'v_sat_pk_u8_i16': s = I32
        return [op('Vdst', 'VReg', d, True), V('Src0', s)], fl
    if fmt == 'VOP2':
        if name == 'v_cndmask_b32':
            return [op('Vdst', 'VReg', I32, True), V('Src0', I32), V('Src1', I32), op('Src2', 'Vcc', I64, False)], fl + ['READS_VCC']
        if re.match(r'v_(add|sub|subrev)_co_u32', name):
            return [op('Vdst', 'VReg', I32, True), op('Sdst', 'Vcc', I64, True), V('Src0', I32), V('Src1', I32)], fl + ['WRITES_VCC']
        if re.match(r'v_(addc|subb|subbrev)_co_u32', name):
            return [op('Vdst', 'VReg', I32, True), op('Sdst', 'Vcc', I64, True), V('Src0', I32), V('Src1', I32), op('Src2', 'Vcc', I64, False)], fl + ['WRITES_VCC', 'READS_VCC']
        if 'madmk' in name:
            return [op('Vdst', 'VReg', d, True), V('Src0', s), op('Literal', 'Imm(ImmKind::Literal)', s, False), V('Src1', s)], fl
        if 'madak' in name:
            return [op('Vdst', 'VReg', d, True), V('Src0', s), V('Src1', s), op('Literal', 'Imm(ImmKind::Literal)', s, False)], fl
        s0 = s1 = s
        if re.match(r'v_(lshlrev|lshrrev|ashrrev)_[bi]32', name): s0 = I32
        if name == 'v_ldexp_f16': s1 = ('I16', 1)
        ops = [op('Vdst', 'VReg', d, True), V('Src0', s0), V('Src1', s1)]
        return ops, fl
    if fmt == 'VOPC':
        s1 = I32 if 'class' in name else s
        fl += ['WRITES_VCC']
        if name.startswith('v_cmpx'):
            fl.append('WRITES_EXEC')
        return [op('Vdst', 'Vcc', I64, True), V('Src0', s), V('Src1', s1)], fl
    if fmt == 'VOP3B':
        if name.startswith('v_div_scale'):
            return [op('Vdst', 'VReg', d, True), op('Sdst', 'Vcc', I64, True), V('Src0', s), V('Src1', s), V('Src2', s)], fl + ['WRITES_VCC']
        return [op('Vdst', 'VReg', I64, True), op('Sdst', 'Vcc', I64, True), V('Src0', I32), V('Src1', I32), V('Src2', I64)], fl + ['WRITES_VCC']
    if fmt == 'VOP3A':
        # Lane select and written value: SGPR, M0 or inline constant (no VGPR).
        if name == 'v_readlane_b32':
            return [op('Vdst', 'SRegV', I32, True), op('Src0', 'VReg', I32, False), op('Src1', 'SSrc', I32, False)], ['IGNORES_EXEC']
        if name == 'v_writelane_b32':
            return [op('Vdst', 'VReg', I32, True), op('Src0', 'SSrc', I32, False), op('Src1', 'SSrc', I32, False)], ['IGNORES_EXEC']
        if name.startswith('v_interp_'):
            ops = [op('Vdst', 'VReg', ('F32', 1) if name.startswith('v_interp_p1l') else ('F16', 1), True),
                   op('Src1', 'VReg', F32, False), op('Src0', 'Imm(ImmKind::Attr)', I32, False)]
            if name != 'v_interp_p1ll_f16':
                ops.append(op('Src2', 'VReg', F32, False))
            return ops, fl + ['READS_M0']
        two = re.match(r'v_(add_f64|mul_f64|min_f64|max_f64|ldexp|mul_lo|mul_hi|bcnt|mbcnt|lshlrev_b64|lshrrev_b64|ashrrev_i64|trig_preop|bfm|cvt_pk|add_i|sub_i|pack|cvt_pkaccum)', name) and name != 'v_cvt_pk_u8_f32'
        s0 = s1 = s2 = s
        if re.match(r'v_(lshlrev|lshrrev|ashrrev)_[bi]64', name): s0 = I32
        if name in ('v_ldexp_f64', 'v_trig_preop_f64', 'v_ldexp_f32'): s1 = I32
        if name == 'v_div_fixup_legacy_f16': pass
        if name in ('v_cvt_pk_u8_f32',): s1 = s2 = I32
        if name == 'v_cvt_pkaccum_u8_f32': s1 = I32
        if name in ('v_mad_u32_u16', 'v_mad_i32_i16'): s0 = s1 = ('I16', 1); s2 = I32
        if name in ('v_qsad_pk_u16_u8', 'v_mqsad_pk_u16_u8'): d = I64; s0 = I64; s1 = I32; s2 = I64
        if name == 'v_mqsad_u32_u8': d = ('I32', 4); s0 = I64; s1 = I32; s2 = ('I32', 4)
        if name in ('v_cvt_pknorm_i16_f16', 'v_cvt_pknorm_u16_f16'): d = I32
        if name == 'v_pack_b32_f16': d = I32; s0 = s1 = ('F16', 1)
        if name == 'v_cvt_pkrtz_f16_f32': d = I32
        if name == 'v_div_fmas_f32' or name == 'v_div_fmas_f64': fl.append('READS_VCC')
        ops = [op('Vdst', 'VReg', d, True), V('Src0', s0), V('Src1', s1)]
        if not two:
            ops.append(V('Src2', s2))
        if name in OP_SEL:
            fl.append('OP_SEL')
        return ops, fl
    if fmt == 'VOP3P':
        if name.startswith('v_mad_mix'):
            dd = F32 if name == 'v_mad_mix_f32' else ('F16', 1)
            return [op('Vdst', 'VReg', dd, True), V('Src0', ('F16', 1)), V('Src1', ('F16', 1)), V('Src2', ('F16', 1))], fl
        t = ('V2F16', 1) if name.endswith('f16') else ('V2I16', 1)
        ops = [op('Vdst', 'VReg', t, True), V('Src0', t), V('Src1', t)]
        if re.match(r'v_pk_(mad|fma)', name):
            ops.append(V('Src2', t))
        return ops, fl
    if fmt == 'VINTRP':
        if name == 'v_interp_mov_f32':
            return [op('Vdst', 'VReg', F32, True), op('Vsrc', 'Imm(ImmKind::InterpSlot)', I32, False), op('Attr', 'Imm(ImmKind::Attr)', I32, False)], fl + ['READS_M0']
        return [op('Vdst', 'VReg', F32, True), op('Vsrc', 'VReg', F32, False), op('Attr', 'Imm(ImmKind::Attr)', I32, False)], fl + ['READS_M0']
    raise ValueError(fmt)

def width_of(name):
    """Data width in dwords from a memory mnemonic."""
    for suf, w in (('x16', 16), ('x8', 8), ('x4', 4), ('x3', 3), ('x2', 2), ('b128', 4), ('b96', 3)):
        if re.search(r'(dword|_)' + suf + r'(_|$)', name) or name.endswith(suf):
            return w
    return 1

def smem(name):
    fl = ['LGKMCNT']
    wide = 4 if name.startswith('s_buffer') or name == 's_atc_probe_buffer' else 2
    base = op('Sbase', 'SReg', ('I64', wide), False)
    off = op('Soffset', 'SmemOffset', I32, False)
    if name in ('s_dcache_inv', 's_dcache_wb', 's_dcache_inv_vol', 's_dcache_wb_vol'):
        return [], fl
    if name in ('s_memtime', 's_memrealtime'):
        return [op('Sdata', 'SReg', I64, True)], fl
    if name.startswith('s_atc_probe'):
        return [op('Sdata', 'Imm(ImmKind::Dec16)', I32, False), base, off], fl
    if name.startswith('s_dcache_discard'):
        return [base, off], fl
    w = width_of(name)
    if 'atomic' in name:
        w = 2 if name.endswith('_x2') else 1
        if 'cmpswap' in name:
            w *= 2
        return [op('Sdata', 'SReg', ('I32', w), False), base, off], fl + ['ATOMIC']
    store = 'store' in name
    return [op('Sdata', 'SReg', ('I32', w), not store), base, off], fl + ['STORE' if store else 'LOAD']

TWO_ADDR = re.compile(r'ds_(write2|read2|wrxchg2)')

def ds(name):
    fl = ['LGKMCNT']
    w = 2 if re.search(r'_[biuf]64$', name) else width_of(name)
    vd = lambda n: op('Vdst', 'VReg', ('I32', n), True)
    addr = op('Addr', 'VReg', I32, False)
    d0 = lambda n=w: op('Data0', 'VReg', ('I32', n), False)
    d1 = lambda n=w: op('Data1', 'VReg', ('I32', n), False)
    if TWO_ADDR.match(name):
        fl.append('TWO_OFFSETS')
    if name == 'ds_nop':
        return [], fl
    if name.startswith('ds_gws_'):
        # llvm-mc encodes the GWS data VGPR in the ADDR field.
        if name in ('ds_gws_init', 'ds_gws_sema_br', 'ds_gws_barrier'):
            return [addr], fl
        return [], fl
    if name in ('ds_append', 'ds_consume', 'ds_read_addtid_b32'):
        return [vd(1)], fl + ['LOAD']
    if name == 'ds_write_addtid_b32':
        return [d0(1)], fl + ['STORE']
    if name == 'ds_ordered_count':
        return [vd(1), addr], fl
    if '_src2_' in name:
        return [addr], fl + ['ATOMIC']
    if name == 'ds_swizzle_b32':
        return [vd(1), addr], fl + ['SWIZZLE']
    if name in ('ds_permute_b32', 'ds_bpermute_b32'):
        return [vd(1), addr, d0(1)], fl
    if name == 'ds_condxchg32_rtn_b64':
        return [vd(2), addr, d0(2)], fl + ['ATOMIC']
    if name.startswith('ds_read'):
        n = 2 * w if TWO_ADDR.match(name) else w
        return [vd(n), addr], fl + ['LOAD']
    two_data = re.match(r'ds_(mskor|cmpst|write2|wrxchg2|wrap)', name)
    rtn = '_rtn_' in name
    ops = []
    if rtn:
        ops.append(vd(2 * w if 'wrxchg2' in name else w))
    ops += [addr, d0()]
    if two_data and 'wrxchg2' in name or (two_data and not name.startswith('ds_wrxchg')):
        ops.append(d1())
    kind = 'STORE' if name.startswith('ds_write') else 'ATOMIC'
    return ops, fl + [kind]

def buf_width(name):
    m = re.search(r'format_(d16_)?(hi_)?(x|xy|xyz|xyzw)$', name)
    if m:
        n = len(m.group(3))
        return (n + 1) // 2 if m.group(1) and not m.group(2) else n
    return width_of(name)

def mubuf(name, typed=False):
    fl = ['VMCNT']
    if name in ('buffer_wbinvl1', 'buffer_wbinvl1_vol'):
        return [], fl
    rsrc = op('Srsrc', 'SReg', ('I32', 4), False)
    soff = op('Soffset', 'BufSoffset', I32, False)
    if name == 'buffer_store_lds_dword':
        return [rsrc, soff], fl + ['STORE', 'LDS']
    w = buf_width(name)
    if 'atomic' in name:
        w = 2 if name.endswith('_x2') else 1
        if 'cmpswap' in name:
            w *= 2
        kind, write = 'ATOMIC', False
    elif 'store' in name:
        kind, write = 'STORE', False
    else:
        kind, write = 'LOAD', True
    ops = [op('Vdata', 'VReg', ('I32', w), write), op('Vaddr', 'BufVaddr', I32, False), rsrc, soff]
    # VMEM writes also count in EXP_CNT until their data left the VGPRs (manual L407-410).
    exp = ['EXPCNT'] if kind == 'STORE' else []
    return ops, fl + [kind] + exp + (['FORMAT'] if typed else [])

def flat(seg, name):
    fl = ['VMCNT'] + (['LGKMCNT'] if seg == 'flat' else [])
    w = width_of(name)
    atomic = 'atomic' in name
    if atomic:
        w = 2 if name.endswith('_x2') else 1
        dw = 2 * w if 'cmpswap' in name else w
    if seg == 'flat':
        addr = op('Addr', 'VReg', I64, False)
    elif seg == 'global':
        addr = op('Addr', 'FlatVaddr', I64, False)
    else:
        addr = op('Addr', 'FlatVaddr', I32, False)
    saddr = [] if seg == 'flat' else [op('Saddr', 'Saddr', I64 if seg == 'global' else I32, False)]
    if atomic:
        return [op('Vdst', 'VdstRtn', ('I32', w), True), addr, op('Data', 'VReg', ('I32', dw), False)] + saddr, fl + ['ATOMIC']
    if 'store' in name:
        return [addr, op('Data', 'VReg', ('I32', w), False)] + saddr, fl + ['STORE', 'EXPCNT']
    return [op('Vdst', 'VReg', ('I32', w), True), addr] + saddr, fl + ['LOAD']

def mimg(name):
    fl = ['VMCNT']
    sampler = name.startswith(('image_sample', 'image_gather4', 'image_get_lod'))
    if 'atomic' in name:
        kind, write = 'ATOMIC', False
    elif 'store' in name:
        kind, write = 'STORE', False
    else:
        kind, write = 'LOAD', True
    ops = [op('Vdata', 'ImageData', ('I32', 4), write), op('Vaddr', 'ImageAddr', ('I32', 4), False),
           op('Srsrc', 'SReg', ('I32', 8), False)]
    if sampler:
        ops.append(op('Ssamp', 'SReg', ('I32', 4), False))
    return ops, fl + [kind] + (['EXPCNT'] if kind == 'STORE' else [])

def exp(name):
    src = [op(f'Vsrc{i}', 'ExpSrc', F32, False) for i in range(4)]
    return [op('Target', 'Imm(ImmKind::ExpTarget)', I32, False)] + src, ['EXPCNT', 'READS_EXEC']

OUT = []

def print(line=''):
    OUT.append(line)

def shared_flags(name):
    """Flags that do not depend on the format."""
    fl = []
    # Accumulates into its destination or writes only part of it (16-bit loads keep the other
    # half), or writes a source too (v_swap_b32): the destination's old value is read.
    if (re.match(r'(v_mac_|v_fmac_|s_cmov|s_bitset)', name) or '_d16' in name
            or name in ('s_addk_i32', 's_mulk_i32', 'v_swap_b32')):
        fl.append('READS_DST')
    # Reads or writes VGPR lanes other than the executing lane's own.
    if name in ('v_readlane_b32', 'v_writelane_b32', 'ds_swizzle_b32', 'ds_permute_b32',
                'ds_bpermute_b32'):
        fl.append('CROSS_LANE')
    return fl

def emit(fmt, rows, gen, rust_fmt):
    print(f'/// {fmt} opcodes (manual table "{fmt} Opcodes").')
    print(f'pub static {fmt}: [OpInfo; {len(rows)}] = [')
    for opc, name, line in rows:
        ops, fl = gen(name)
        fl = fl + shared_flags(name)
        names = list(dict.fromkeys(fl))
        if not names:
            flags = 'Flags::NONE'
        elif len(names) == 1:
            flags = f'Flags::{names[0]}'
        else:
            flags = 'Flags(' + ' | '.join(f'Flags::{f}.0' for f in names) + ')'
        print(f'    OpInfo {{ name: "{name}", format: Format::{rust_fmt}, opcode: {opc}, manual_line: {line}, flags: {flags}, operands: &[{", ".join(ops)}] }},')
    print('];')
    print()

# The order of `table::tables()`, which `Op` indexes.
OP_ORDER = ('SOP2', 'SOPK', 'SOP1', 'SOPC', 'SOPP', 'VOP2', 'VOP1', 'VOPC', 'VOP3A', 'VOP3B', 'VOP3P',
            'VINTRP', 'SMEM', 'DS', 'MUBUF', 'MTBUF', 'FLAT', 'GLOBAL', 'SCRATCH', 'MIMG', 'EXP')

def sha256(data):
    return hashlib.sha256(data).hexdigest()

def generate(manual):
    data = open(manual, 'rb').read()
    if sha256(data) != MANUAL_SHA256:
        sys.exit(f'gen_opcodes: {manual} is not the Vega ISA manual the tables were made from '
                 f'(SHA-256 {sha256(data)}, expected {MANUAL_SHA256})')
    t = read_tables(manual)
    t['EXP'] = [(0, 'exp', 15081)]
    script = sha256(open(os.path.abspath(__file__), 'rb').read())
    print('//! The opcode tables of every gfx9 encoding, one table per microcode format, and [`op`],')
    print('//! one typed constant per opcode.')
    print('//!')
    print('//! GENERATED by `tools/gen_opcodes.py` from the Vega ISA manual\'s opcode tables; do not edit.')
    print('//! `manual_line` is the manual line of each row. Operand signatures follow LLVM\'s printed')
    print('//! operand order. Regenerate (from the repository root) with')
    print('//! `python3 backend-gcn/isa/tools/gen_opcodes.py <vega-isa.txt>`, which also formats the file.')
    print('//!')
    print(f'//! manual-sha256: {MANUAL_SHA256}')
    print(f'//! generator-sha256: {script}')
    print()
    print('use crate::table::{Field, Flags, Format, ImmKind, Kind, OpInfo, OperandSpec, Ty};')
    print()
    for f in ('SOP2', 'SOPK', 'SOP1', 'SOPC'):
        emit(f, t[f], lambda n, f=f: salu(f, n), f.capitalize())
    emit('SOPP', t['SOPP'], sopp, 'Sopp')
    for f, rf in (('VOP2', 'Vop2'), ('VOP1', 'Vop1'), ('VOPC', 'Vopc'), ('VOP3A', 'Vop3'), ('VOP3B', 'Vop3'), ('VOP3P', 'Vop3p'), ('VINTRP', 'Vintrp')):
        emit(f, t[f], lambda n, f=f: valu(f, n), rf)
    emit('SMEM', t['SMEM'], smem, 'Smem')
    emit('DS', t['DS'], ds, 'Ds')
    emit('MUBUF', t['MUBUF'], mubuf, 'Mubuf')
    emit('MTBUF', t['MTBUF'], lambda n: mubuf(n, True), 'Mtbuf')
    emit('MIMG', t['MIMG'], mimg, 'Mimg')
    emit('EXP', t['EXP'], exp, 'Exp')
    emit('FLAT', t['FLAT'], lambda n: flat('flat', n), 'Flat')
    emit('GLOBAL', t['GLOBAL'], lambda n: flat('global', n), 'Global')
    emit('SCRATCH', t['SCRATCH'], lambda n: flat('scratch', n), 'Scratch')
    print('/// One typed constant per opcode, named after its mnemonic in upper case (ACO\'s')
    print('/// `aco_opcode::v_add_f32` style): `op::V_ADD_F32` is the [`Op`] of `v_add_f32`.')
    print('pub mod op {')
    print('    use crate::table::Op;')
    index = 0
    for f in OP_ORDER:
        for opc, name, line in t[f]:
            print()
            print(f'    /// `{name}` ({f} opcode {opc}, manual line {line}).')
            print(f'    pub const {name.upper()}: Op = Op({index});')
            index += 1
    print('}')
    text = '\n'.join(OUT) + '\n'
    # Format exactly as `cargo fmt` would (the workspace has no rustfmt.toml).
    with tempfile.NamedTemporaryFile('w', suffix='.rs', delete=False) as tmp:
        tmp.write(text)
    try:
        subprocess.run(['rustfmt', '--edition', '2021', tmp.name], check=True)
        text = open(tmp.name).read()
    finally:
        os.unlink(tmp.name)
    # The hash of the file without its own line, recorded after the generator's hash.
    content = sha256(text.encode())
    marker = f'//! generator-sha256: {script}\n'
    return text.replace(marker, marker + CONTENT_TAG + content + '\n', 1)

def main():
    args = [a for a in sys.argv[1:] if a != '--check']
    if len(args) != 1:
        sys.exit('usage: gen_opcodes.py [--check] <vega-isa.txt>')
    text = generate(args[0])
    if '--check' in sys.argv[1:]:
        if open(OUTPUT).read() != text:
            sys.exit('gen_opcodes: src/opcodes.rs differs from what the generator produces')
        return
    with open(OUTPUT, 'w') as f:
        f.write(text)

main()
