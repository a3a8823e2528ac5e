; instructions: 566
; sgprs: 20
; vgprs: 18
; waitcnts: 2
; nops: 0
; code bytes: 4056
; spilled registers: 0
; spill stores: 0
; spill reloads: 0
; scratch bytes per lane: 0
	s_load_dwordx4 s[12:15], s[0:1], 0x0
	s_load_dwordx4 s[16:19], s[0:1], 0x10
	v_lshl_add_u32 v10, s2, 6, v0
	v_lshlrev_b32_e32 v12, 4, v10
	s_waitcnt lgkmcnt(0)
	buffer_load_dwordx4 v[0:3], v12, s[12:15], 0 offen
	buffer_load_dwordx4 v[4:7], v12, s[12:15], 0 offen offset:16
	s_waitcnt vmcnt(0)
	v_add_f32_e64 v16, |v0|, v4
	v_add_f32_e64 v11, |v1|, v5
	v_add_f32_e64 v10, |v2|, v6
	v_add_f32_e64 v9, |v3|, v7
	v_sub_f32_e32 v8, v16, v0
	v_sub_f32_e64 v11, v11, -v1
	v_sub_f32_e32 v10, v10, v2
	v_sub_f32_e64 v9, v9, -v3
	v_mul_legacy_f32_e32 v8, v8, v4
	v_mul_legacy_f32_e32 v11, v11, v5
	v_mul_legacy_f32_e32 v10, v10, v6
	v_mul_legacy_f32_e32 v9, v9, v7
	v_mul_f32_e32 v8, v8, v0
	v_mul_f32_e32 v11, v11, v1
	v_mul_f32_e32 v10, v10, v2
	v_mul_f32_e32 v9, v9, v3
	v_mad_legacy_f32 v8, v8, v4, v0
	v_mad_legacy_f32 v11, v11, v5, v1
	v_mad_legacy_f32 v10, v10, v6, v2
	v_mad_legacy_f32 v9, v9, v7, v3
	v_mad_f32 v8, v8, v0, v4
	v_mad_f32 v11, v11, v1, v5
	v_mad_f32 v10, v10, v2, v6
	v_mad_f32 v9, v9, v3, v7
	v_fma_f32 v8, v8, v4, v0
	v_fma_f32 v11, v11, v5, v1
	v_fma_f32 v10, v10, v6, v2
	v_fma_f32 v9, v9, v7, v3
	v_div_scale_f32_e64 v13, s[0:1], v4, v4, v8
	v_div_scale_f32_e64 v14, vcc, v8, v4, v8
	v_rcp_f32_e32 v15, v13
	s_setreg_imm32_b32 hwreg(HW_REG_MODE, 4, 2), 3
	v_fma_f32 v16, -v13, v15, 1.0
	v_fma_f32 v15, v16, v15, v15
	v_mul_f32_e32 v16, v14, v15
	v_fma_f32 v17, -v13, v16, v14
	v_fma_f32 v16, v17, v15, v16
	v_fma_f32 v13, -v13, v16, v14
	s_setreg_imm32_b32 hwreg(HW_REG_MODE, 4, 2), 0
	v_div_fmas_f32 v13, v13, v15, v16
	v_div_fixup_f32 v13, v13, v4, v8
	v_cmp_lt_f32_e64 s[0:1], v8, 0
	v_mov_b32_e32 v8, 0x7f800000
	v_mov_b32_e32 v14, 0xff800000
	v_cndmask_b32_e64 v8, v8, v14, s[0:1]
	v_cmp_eq_f32_e64 s[0:1], v4, 0
	v_cndmask_b32_e64 v8, v13, v8, s[0:1]
	v_div_scale_f32_e64 v13, s[0:1], v5, v5, v11
	v_div_scale_f32_e64 v14, vcc, v11, v5, v11
	v_rcp_f32_e32 v15, v13
	s_setreg_imm32_b32 hwreg(HW_REG_MODE, 4, 2), 3
	v_fma_f32 v16, -v13, v15, 1.0
	v_fma_f32 v15, v16, v15, v15
	v_mul_f32_e32 v16, v14, v15
	v_fma_f32 v17, -v13, v16, v14
	v_fma_f32 v16, v17, v15, v16
	v_fma_f32 v13, -v13, v16, v14
	s_setreg_imm32_b32 hwreg(HW_REG_MODE, 4, 2), 0
	v_div_fmas_f32 v13, v13, v15, v16
	v_div_fixup_f32 v13, v13, v5, v11
	v_cmp_lt_f32_e64 s[0:1], v11, 0
	v_mov_b32_e32 v11, 0x7f800000
	v_mov_b32_e32 v14, 0xff800000
	v_cndmask_b32_e64 v11, v11, v14, s[0:1]
	v_cmp_eq_f32_e64 s[0:1], v5, 0
	v_cndmask_b32_e64 v13, v13, v11, s[0:1]
	v_div_scale_f32_e64 v14, s[0:1], v6, v6, v10
	v_div_scale_f32_e64 v16, vcc, v10, v6, v10
	v_rcp_f32_e32 v11, v14
	s_setreg_imm32_b32 hwreg(HW_REG_MODE, 4, 2), 3
	v_fma_f32 v15, -v14, v11, 1.0
	v_fma_f32 v11, v15, v11, v11
	v_mul_f32_e32 v15, v16, v11
	v_fma_f32 v17, -v14, v15, v16
	v_fma_f32 v15, v17, v11, v15
	v_fma_f32 v14, -v14, v15, v16
	s_setreg_imm32_b32 hwreg(HW_REG_MODE, 4, 2), 0
	v_div_fmas_f32 v11, v14, v11, v15
	v_div_fixup_f32 v11, v11, v6, v10
	v_cmp_lt_f32_e64 s[0:1], v10, 0
	v_mov_b32_e32 v10, 0x7f800000
	v_mov_b32_e32 v14, 0xff800000
	v_cndmask_b32_e64 v10, v10, v14, s[0:1]
	v_cmp_eq_f32_e64 s[0:1], v6, 0
	v_cndmask_b32_e64 v11, v11, v10, s[0:1]
	v_div_scale_f32_e64 v10, s[0:1], v7, v7, v9
	v_div_scale_f32_e64 v14, vcc, v9, v7, v9
	v_rcp_f32_e32 v15, v10
	s_setreg_imm32_b32 hwreg(HW_REG_MODE, 4, 2), 3
	v_fma_f32 v16, -v10, v15, 1.0
	v_fma_f32 v15, v16, v15, v15
	v_mul_f32_e32 v16, v14, v15
	v_fma_f32 v17, -v10, v16, v14
	v_fma_f32 v16, v17, v15, v16
	v_fma_f32 v10, -v10, v16, v14
	s_setreg_imm32_b32 hwreg(HW_REG_MODE, 4, 2), 0
	v_div_fmas_f32 v10, v10, v15, v16
	v_div_fixup_f32 v10, v10, v7, v9
	v_cmp_lt_f32_e64 s[0:1], v9, 0
	v_mov_b32_e32 v14, 0x7f800000
	v_mov_b32_e32 v15, 0xff800000
	v_cndmask_b32_e64 v14, v14, v15, s[0:1]
	v_cmp_eq_f32_e64 s[0:1], v7, 0
	v_cndmask_b32_e64 v17, v10, v14, s[0:1]
	v_div_scale_f32_e64 v9, s[0:1], v0, v0, v8
	v_div_scale_f32_e64 v10, vcc, v8, v0, v8
	v_rcp_f32_e32 v14, v9
	s_setreg_imm32_b32 hwreg(HW_REG_MODE, 4, 2), 3
	v_fma_f32 v15, -v9, v14, 1.0
	v_fma_f32 v14, v15, v14, v14
	v_mul_f32_e32 v15, v10, v14
	v_fma_f32 v16, -v9, v15, v10
	v_fma_f32 v15, v16, v14, v15
	v_fma_f32 v9, -v9, v15, v10
	s_setreg_imm32_b32 hwreg(HW_REG_MODE, 4, 2), 0
	v_div_fmas_f32 v9, v9, v14, v15
	v_div_fixup_f32 v9, v9, v0, v8
	v_cmp_lt_f32_e64 s[0:1], v8, 0
	v_mov_b32_e32 v8, 0x80000000
	v_cndmask_b32_e64 v8, 0, v8, s[0:1]
	v_cmp_eq_f32_e64 s[0:1], v0, 0
	v_cndmask_b32_e64 v14, v9, v8, s[0:1]
	v_div_scale_f32_e64 v8, s[0:1], v1, v1, v13
	v_div_scale_f32_e64 v9, vcc, v13, v1, v13
	v_rcp_f32_e32 v10, v8
	s_setreg_imm32_b32 hwreg(HW_REG_MODE, 4, 2), 3
	v_fma_f32 v15, -v8, v10, 1.0
	v_fma_f32 v10, v15, v10, v10
	v_mul_f32_e32 v15, v9, v10
	v_fma_f32 v16, -v8, v15, v9
	v_fma_f32 v15, v16, v10, v15
	v_fma_f32 v8, -v8, v15, v9
	s_setreg_imm32_b32 hwreg(HW_REG_MODE, 4, 2), 0
	v_div_fmas_f32 v8, v8, v10, v15
	v_div_fixup_f32 v10, v8, v1, v13
	v_cmp_lt_f32_e64 s[0:1], v13, 0
	v_mov_b32_e32 v15, 0x80000000
	v_cndmask_b32_e64 v15, 0, v15, s[0:1]
	v_cmp_eq_f32_e64 s[0:1], v1, 0
	v_cndmask_b32_e64 v10, v10, v15, s[0:1]
	v_div_scale_f32_e64 v8, s[0:1], v2, v2, v11
	v_div_scale_f32_e64 v9, vcc, v11, v2, v11
	v_rcp_f32_e32 v13, v8
	s_setreg_imm32_b32 hwreg(HW_REG_MODE, 4, 2), 3
	v_fma_f32 v15, -v8, v13, 1.0
	v_fma_f32 v13, v15, v13, v13
	v_mul_f32_e32 v15, v9, v13
	v_fma_f32 v16, -v8, v15, v9
	v_fma_f32 v15, v16, v13, v15
	v_fma_f32 v8, -v8, v15, v9
	s_setreg_imm32_b32 hwreg(HW_REG_MODE, 4, 2), 0
	v_div_fmas_f32 v8, v8, v13, v15
	v_div_fixup_f32 v8, v8, v2, v11
	v_cmp_lt_f32_e64 s[0:1], v11, 0
	v_mov_b32_e32 v9, 0x80000000
	v_cndmask_b32_e64 v9, 0, v9, s[0:1]
	v_cmp_eq_f32_e64 s[0:1], v2, 0
	v_cndmask_b32_e64 v9, v8, v9, s[0:1]
	v_div_scale_f32_e64 v8, s[0:1], v3, v3, v17
	v_div_scale_f32_e64 v11, vcc, v17, v3, v17
	v_rcp_f32_e32 v13, v8
	s_setreg_imm32_b32 hwreg(HW_REG_MODE, 4, 2), 3
	v_fma_f32 v15, -v8, v13, 1.0
	v_fma_f32 v13, v15, v13, v13
	v_mul_f32_e32 v15, v11, v13
	v_fma_f32 v16, -v8, v15, v11
	v_fma_f32 v15, v16, v13, v15
	v_fma_f32 v8, -v8, v15, v11
	s_setreg_imm32_b32 hwreg(HW_REG_MODE, 4, 2), 0
	v_div_fmas_f32 v11, v8, v13, v15
	v_div_fixup_f32 v11, v11, v3, v17
	v_cmp_lt_f32_e64 s[0:1], v17, 0
	v_mov_b32_e32 v15, 0x80000000
	v_cndmask_b32_e64 v15, 0, v15, s[0:1]
	v_cmp_eq_f32_e64 s[0:1], v3, 0
	v_cndmask_b32_e64 v8, v11, v15, s[0:1]
	v_div_scale_f32_e64 v11, s[0:1], v4, v4, v14
	v_div_scale_f32_e64 v13, vcc, v14, v4, v14
	v_rcp_f32_e32 v15, v11
	s_setreg_imm32_b32 hwreg(HW_REG_MODE, 4, 2), 3
	v_fma_f32 v16, -v11, v15, 1.0
	v_fma_f32 v15, v16, v15, v15
	v_mul_f32_e32 v16, v13, v15
	v_fma_f32 v17, -v11, v16, v13
	v_fma_f32 v16, v17, v15, v16
	v_fma_f32 v11, -v11, v16, v13
	s_setreg_imm32_b32 hwreg(HW_REG_MODE, 4, 2), 0
	v_div_fmas_f32 v11, v11, v15, v16
	v_div_fixup_f32 v11, v11, v4, v14
	v_cmp_lt_f32_e64 s[0:1], v14, 0
	v_mov_b32_e32 v13, 0x7f800000
	v_mov_b32_e32 v14, 0xff800000
	v_cndmask_b32_e64 v13, v13, v14, s[0:1]
	v_cmp_eq_f32_e64 s[0:1], v4, 0
	v_cndmask_b32_e64 v11, v11, v13, s[0:1]
	v_div_scale_f32_e64 v13, s[0:1], v5, v5, v10
	v_div_scale_f32_e64 v14, vcc, v10, v5, v10
	v_rcp_f32_e32 v15, v13
	s_setreg_imm32_b32 hwreg(HW_REG_MODE, 4, 2), 3
	v_fma_f32 v16, -v13, v15, 1.0
	v_fma_f32 v15, v16, v15, v15
	v_mul_f32_e32 v16, v14, v15
	v_fma_f32 v17, -v13, v16, v14
	v_fma_f32 v16, v17, v15, v16
	v_fma_f32 v13, -v13, v16, v14
	s_setreg_imm32_b32 hwreg(HW_REG_MODE, 4, 2), 0
	v_div_fmas_f32 v13, v13, v15, v16
	v_div_fixup_f32 v14, v13, v5, v10
	v_cmp_lt_f32_e64 s[0:1], v10, 0
	v_mov_b32_e32 v10, 0x7f800000
	v_mov_b32_e32 v13, 0xff800000
	v_cndmask_b32_e64 v10, v10, v13, s[0:1]
	v_cmp_eq_f32_e64 s[0:1], v5, 0
	v_cndmask_b32_e64 v10, v14, v10, s[0:1]
	v_div_scale_f32_e64 v13, s[0:1], v6, v6, v9
	v_div_scale_f32_e64 v14, vcc, v9, v6, v9
	v_rcp_f32_e32 v15, v13
	s_setreg_imm32_b32 hwreg(HW_REG_MODE, 4, 2), 3
	v_fma_f32 v16, -v13, v15, 1.0
	v_fma_f32 v15, v16, v15, v15
	v_mul_f32_e32 v16, v14, v15
	v_fma_f32 v17, -v13, v16, v14
	v_fma_f32 v16, v17, v15, v16
	v_fma_f32 v13, -v13, v16, v14
	s_setreg_imm32_b32 hwreg(HW_REG_MODE, 4, 2), 0
	v_div_fmas_f32 v13, v13, v15, v16
	v_div_fixup_f32 v13, v13, v6, v9
	v_cmp_lt_f32_e64 s[0:1], v9, 0
	v_mov_b32_e32 v9, 0x7f800000
	v_mov_b32_e32 v14, 0xff800000
	v_cndmask_b32_e64 v9, v9, v14, s[0:1]
	v_cmp_eq_f32_e64 s[0:1], v6, 0
	v_cndmask_b32_e64 v9, v13, v9, s[0:1]
	v_div_scale_f32_e64 v13, s[0:1], v7, v7, v8
	v_div_scale_f32_e64 v14, vcc, v8, v7, v8
	v_rcp_f32_e32 v15, v13
	s_setreg_imm32_b32 hwreg(HW_REG_MODE, 4, 2), 3
	v_fma_f32 v16, -v13, v15, 1.0
	v_fma_f32 v15, v16, v15, v15
	v_mul_f32_e32 v16, v14, v15
	v_fma_f32 v17, -v13, v16, v14
	v_fma_f32 v16, v17, v15, v16
	v_fma_f32 v14, -v13, v16, v14
	s_setreg_imm32_b32 hwreg(HW_REG_MODE, 4, 2), 0
	v_div_fmas_f32 v17, v14, v15, v16
	v_div_fixup_f32 v13, v17, v7, v8
	v_cmp_lt_f32_e64 s[0:1], v8, 0
	v_mov_b32_e32 v8, 0x7f800000
	v_mov_b32_e32 v14, 0xff800000
	v_cndmask_b32_e64 v8, v8, v14, s[0:1]
	v_cmp_eq_f32_e64 s[0:1], v7, 0
	v_cndmask_b32_e64 v8, v13, v8, s[0:1]
	v_div_scale_f32_e64 v13, s[0:1], v0, v0, v11
	v_div_scale_f32_e64 v14, vcc, v11, v0, v11
	v_rcp_f32_e32 v15, v13
	s_setreg_imm32_b32 hwreg(HW_REG_MODE, 4, 2), 3
	v_fma_f32 v16, -v13, v15, 1.0
	v_fma_f32 v15, v16, v15, v15
	v_mul_f32_e32 v16, v14, v15
	v_fma_f32 v17, -v13, v16, v14
	v_fma_f32 v16, v17, v15, v16
	v_fma_f32 v13, -v13, v16, v14
	s_setreg_imm32_b32 hwreg(HW_REG_MODE, 4, 2), 0
	v_div_fmas_f32 v13, v13, v15, v16
	v_div_fixup_f32 v13, v13, v0, v11
	v_cmp_lt_f32_e64 s[0:1], v11, 0
	v_mov_b32_e32 v11, 0x7f7fffff
	v_mov_b32_e32 v14, 0xff7fffff
	v_cndmask_b32_e64 v11, v11, v14, s[0:1]
	v_cmp_eq_f32_e64 s[0:1], v0, 0
	v_cndmask_b32_e64 v11, v13, v11, s[0:1]
	v_div_scale_f32_e64 v13, s[0:1], v1, v1, v10
	v_div_scale_f32_e64 v14, vcc, v10, v1, v10
	v_rcp_f32_e32 v15, v13
	s_setreg_imm32_b32 hwreg(HW_REG_MODE, 4, 2), 3
	v_fma_f32 v16, -v13, v15, 1.0
	v_fma_f32 v15, v16, v15, v15
	v_mul_f32_e32 v16, v14, v15
	v_fma_f32 v17, -v13, v16, v14
	v_fma_f32 v17, v17, v15, v16
	v_fma_f32 v13, -v13, v17, v14
	s_setreg_imm32_b32 hwreg(HW_REG_MODE, 4, 2), 0
	v_div_fmas_f32 v13, v13, v15, v17
	v_div_fixup_f32 v13, v13, v1, v10
	v_cmp_lt_f32_e64 s[0:1], v10, 0
	v_mov_b32_e32 v10, 0x7f7fffff
	v_mov_b32_e32 v14, 0xff7fffff
	v_cndmask_b32_e64 v10, v10, v14, s[0:1]
	v_cmp_eq_f32_e64 s[0:1], v1, 0
	v_cndmask_b32_e64 v10, v13, v10, s[0:1]
	v_div_scale_f32_e64 v13, s[0:1], v2, v2, v9
	v_div_scale_f32_e64 v14, vcc, v9, v2, v9
	v_rcp_f32_e32 v15, v13
	s_setreg_imm32_b32 hwreg(HW_REG_MODE, 4, 2), 3
	v_fma_f32 v16, -v13, v15, 1.0
	v_fma_f32 v15, v16, v15, v15
	v_mul_f32_e32 v16, v14, v15
	v_fma_f32 v17, -v13, v16, v14
	v_fma_f32 v16, v17, v15, v16
	v_fma_f32 v13, -v13, v16, v14
	s_setreg_imm32_b32 hwreg(HW_REG_MODE, 4, 2), 0
	v_div_fmas_f32 v13, v13, v15, v16
	v_div_fixup_f32 v13, v13, v2, v9
	v_cmp_lt_f32_e64 s[0:1], v9, 0
	v_mov_b32_e32 v9, 0x7f7fffff
	v_mov_b32_e32 v14, 0xff7fffff
	v_cndmask_b32_e64 v9, v9, v14, s[0:1]
	v_cmp_eq_f32_e64 s[0:1], v2, 0
	v_cndmask_b32_e64 v9, v13, v9, s[0:1]
	v_div_scale_f32_e64 v13, s[0:1], v3, v3, v8
	v_div_scale_f32_e64 v14, vcc, v8, v3, v8
	v_rcp_f32_e32 v15, v13
	s_setreg_imm32_b32 hwreg(HW_REG_MODE, 4, 2), 3
	v_fma_f32 v16, -v13, v15, 1.0
	v_fma_f32 v16, v16, v15, v15
	v_mul_f32_e32 v15, v14, v16
	v_fma_f32 v17, -v13, v15, v14
	v_fma_f32 v15, v17, v16, v15
	v_fma_f32 v13, -v13, v15, v14
	s_setreg_imm32_b32 hwreg(HW_REG_MODE, 4, 2), 0
	v_div_fmas_f32 v13, v13, v16, v15
	v_div_fixup_f32 v13, v13, v3, v8
	v_cmp_lt_f32_e64 s[0:1], v8, 0
	v_mov_b32_e32 v8, 0x7f7fffff
	v_mov_b32_e32 v14, 0xff7fffff
	v_cndmask_b32_e64 v8, v8, v14, s[0:1]
	v_cmp_eq_f32_e64 s[0:1], v3, 0
	v_cndmask_b32_e64 v8, v13, v8, s[0:1]
	v_min_f32_e32 v11, v11, v0
	v_min_f32_e32 v13, v10, v1
	v_min_f32_e32 v10, v9, v2
	v_min_f32_e32 v8, v8, v3
	v_max_f32_e32 v11, v11, v4
	v_max_f32_e32 v9, v13, v5
	v_max_f32_e32 v10, v10, v6
	v_max_f32_e32 v8, v8, v7
	v_min_f32_e32 v11, v11, v0
	v_min_f32_e32 v9, v9, v1
	v_min_f32_e32 v10, v10, v2
	v_min_f32_e32 v8, v8, v3
	v_max_f32_e32 v11, v11, v4
	v_max_f32_e32 v9, v9, v5
	v_max_f32_e32 v10, v10, v6
	v_max_f32_e32 v8, v8, v7
	v_cmp_lt_f32_e64 s[0:1], v11, v0
	v_cndmask_b32_e64 v11, v11, v0, s[0:1]
	v_cmp_gt_f32_e64 s[0:1], v11, v4
	v_cndmask_b32_e64 v14, v11, v4, s[0:1]
	v_max_f32_e32 v16, v14, v14
	v_cmp_lt_f32_e64 s[0:1], v9, v1
	v_cndmask_b32_e64 v9, v9, v1, s[0:1]
	v_cmp_gt_f32_e64 s[0:1], v9, v5
	v_cndmask_b32_e64 v9, v9, v5, s[0:1]
	v_max_f32_e32 v9, v9, v9
	v_cmp_lt_f32_e64 s[0:1], v10, v2
	v_cndmask_b32_e64 v10, v10, v2, s[0:1]
	v_cmp_gt_f32_e64 s[0:1], v10, v6
	v_cndmask_b32_e64 v10, v10, v6, s[0:1]
	v_max_f32_e32 v10, v10, v10
	v_cmp_lt_f32_e64 s[0:1], v8, v3
	v_cndmask_b32_e64 v8, v8, v3, s[0:1]
	v_cmp_gt_f32_e64 s[0:1], v8, v7
	v_cndmask_b32_e64 v8, v8, v7, s[0:1]
	v_max_f32_e32 v8, v8, v8
	v_cmp_eq_f32_e64 s[0:1], v16, v0
	v_cmp_ge_f32_e64 s[4:5], v9, v1
	v_cmp_lt_f32_e64 s[6:7], v10, v2
	v_cmp_lg_f32_e64 s[8:9], v8, v3
	v_cndmask_b32_e64 v11, v0, v16, s[0:1]
	v_cndmask_b32_e64 v9, v1, v9, s[4:5]
	v_cndmask_b32_e64 v10, v2, v10, s[6:7]
	v_cndmask_b32_e64 v8, v3, v8, s[8:9]
	v_cmp_lg_f32_e64 s[0:1], v11, 0
	v_cndmask_b32_e64 v13, v11, v4, s[0:1]
	v_cmp_lg_f32_e64 s[0:1], v9, 0
	v_cndmask_b32_e64 v9, v9, v5, s[0:1]
	v_cmp_lg_f32_e64 s[0:1], v10, 0
	v_cndmask_b32_e64 v11, v10, v6, s[0:1]
	v_cmp_lg_f32_e64 s[0:1], v8, 0
	v_cndmask_b32_e64 v10, v8, v7, s[0:1]
	v_cmp_ge_f32_e64 s[0:1], v13, 0.5
	v_cndmask_b32_e64 v8, v4, v0, s[0:1]
	v_cmp_ge_f32_e64 s[0:1], v9, 0.5
	v_cndmask_b32_e64 v9, v5, v1, s[0:1]
	v_cmp_ge_f32_e64 s[0:1], v11, 0.5
	v_cndmask_b32_e64 v13, v6, v2, s[0:1]
	v_cmp_ge_f32_e64 s[0:1], v10, 0.5
	v_cndmask_b32_e64 v14, v7, v3, s[0:1]
	v_cmp_lt_f32_e64 s[0:1], v8, v4
	v_cndmask_b32_e64 v16, 0, 1.0, s[0:1]
	v_cmp_lt_f32_e64 s[0:1], v9, v5
	v_cndmask_b32_e64 v10, 0, 1.0, s[0:1]
	v_cmp_lt_f32_e64 s[0:1], v13, v6
	v_cndmask_b32_e64 v15, 0, 1.0, s[0:1]
	v_cmp_lt_f32_e64 s[0:1], v14, v7
	v_cndmask_b32_e64 v17, 0, 1.0, s[0:1]
	v_and_b32_e32 v11, v16, v8
	v_and_b32_e32 v10, v10, v9
	v_and_b32_e32 v9, v15, v13
	v_and_b32_e32 v8, v17, v14
	v_div_scale_f32_e64 v13, s[0:1], v4, v4, v11
	v_div_scale_f32_e64 v14, vcc, v11, v4, v11
	v_rcp_f32_e32 v15, v13
	s_setreg_imm32_b32 hwreg(HW_REG_MODE, 4, 2), 3
	v_fma_f32 v16, -v13, v15, 1.0
	v_fma_f32 v15, v16, v15, v15
	v_mul_f32_e32 v16, v14, v15
	v_fma_f32 v17, -v13, v16, v14
	v_fma_f32 v16, v17, v15, v16
	v_fma_f32 v13, -v13, v16, v14
	s_setreg_imm32_b32 hwreg(HW_REG_MODE, 4, 2), 0
	v_div_fmas_f32 v13, v13, v15, v16
	v_div_fixup_f32 v13, v13, v4, v11
	v_cmp_lt_f32_e64 s[0:1], v11, 0
	v_mov_b32_e32 v14, 0x7f7fffff
	v_mov_b32_e32 v15, 0xff7fffff
	v_cndmask_b32_e64 v14, v14, v15, s[0:1]
	v_cmp_eq_f32_e64 s[0:1], v4, 0
	v_cndmask_b32_e64 v13, v13, v14, s[0:1]
	v_trunc_f32_e32 v13, v13
	v_mul_f32_e32 v13, v13, v4
	v_sub_f32_e32 v13, v11, v13
	v_cmp_eq_f32_e64 s[0:1], v4, 0
	v_cndmask_b32_e64 v13, v13, v11, s[0:1]
	v_div_scale_f32_e64 v15, s[0:1], v5, v5, v10
	v_div_scale_f32_e64 v17, vcc, v10, v5, v10
	v_rcp_f32_e32 v11, v15
	s_setreg_imm32_b32 hwreg(HW_REG_MODE, 4, 2), 3
	v_fma_f32 v14, -v15, v11, 1.0
	v_fma_f32 v11, v14, v11, v11
	v_mul_f32_e32 v14, v17, v11
	v_fma_f32 v16, -v15, v14, v17
	v_fma_f32 v14, v16, v11, v14
	v_fma_f32 v15, -v15, v14, v17
	s_setreg_imm32_b32 hwreg(HW_REG_MODE, 4, 2), 0
	v_div_fmas_f32 v11, v15, v11, v14
	v_div_fixup_f32 v11, v11, v5, v10
	v_cmp_lt_f32_e64 s[0:1], v10, 0
	v_mov_b32_e32 v14, 0x7f7fffff
	v_mov_b32_e32 v15, 0xff7fffff
	v_cndmask_b32_e64 v14, v14, v15, s[0:1]
	v_cmp_eq_f32_e64 s[0:1], v5, 0
	v_cndmask_b32_e64 v11, v11, v14, s[0:1]
	v_trunc_f32_e32 v11, v11
	v_mul_f32_e32 v11, v11, v5
	v_sub_f32_e32 v11, v10, v11
	v_cmp_eq_f32_e64 s[0:1], v5, 0
	v_cndmask_b32_e64 v10, v11, v10, s[0:1]
	v_div_scale_f32_e64 v11, s[0:1], v6, v6, v9
	v_div_scale_f32_e64 v14, vcc, v9, v6, v9
	v_rcp_f32_e32 v15, v11
	s_setreg_imm32_b32 hwreg(HW_REG_MODE, 4, 2), 3
	v_fma_f32 v16, -v11, v15, 1.0
	v_fma_f32 v15, v16, v15, v15
	v_mul_f32_e32 v16, v14, v15
	v_fma_f32 v17, -v11, v16, v14
	v_fma_f32 v16, v17, v15, v16
	v_fma_f32 v14, -v11, v16, v14
	s_setreg_imm32_b32 hwreg(HW_REG_MODE, 4, 2), 0
	v_div_fmas_f32 v15, v14, v15, v16
	v_div_fixup_f32 v17, v15, v6, v9
	v_cmp_lt_f32_e64 s[0:1], v9, 0
	v_mov_b32_e32 v11, 0x7f7fffff
	v_mov_b32_e32 v14, 0xff7fffff
	v_cndmask_b32_e64 v11, v11, v14, s[0:1]
	v_cmp_eq_f32_e64 s[0:1], v6, 0
	v_cndmask_b32_e64 v11, v17, v11, s[0:1]
	v_trunc_f32_e32 v11, v11
	v_mul_f32_e32 v11, v11, v6
	v_sub_f32_e32 v11, v9, v11
	v_cmp_eq_f32_e64 s[0:1], v6, 0
	v_cndmask_b32_e64 v9, v11, v9, s[0:1]
	v_div_scale_f32_e64 v11, s[0:1], v7, v7, v8
	v_div_scale_f32_e64 v14, vcc, v8, v7, v8
	v_rcp_f32_e32 v15, v11
	s_setreg_imm32_b32 hwreg(HW_REG_MODE, 4, 2), 3
	v_fma_f32 v16, -v11, v15, 1.0
	v_fma_f32 v15, v16, v15, v15
	v_mul_f32_e32 v16, v14, v15
	v_fma_f32 v17, -v11, v16, v14
	v_fma_f32 v16, v17, v15, v16
	v_fma_f32 v11, -v11, v16, v14
	s_setreg_imm32_b32 hwreg(HW_REG_MODE, 4, 2), 0
	v_div_fmas_f32 v11, v11, v15, v16
	v_div_fixup_f32 v11, v11, v7, v8
	v_cmp_lt_f32_e64 s[0:1], v8, 0
	v_mov_b32_e32 v14, 0x7f7fffff
	v_mov_b32_e32 v15, 0xff7fffff
	v_cndmask_b32_e64 v14, v14, v15, s[0:1]
	v_cmp_eq_f32_e64 s[0:1], v7, 0
	v_cndmask_b32_e64 v11, v11, v14, s[0:1]
	v_trunc_f32_e32 v11, v11
	v_mul_f32_e32 v11, v11, v7
	v_sub_f32_e32 v14, v8, v11
	v_cmp_eq_f32_e64 s[0:1], v7, 0
	v_cndmask_b32_e64 v16, v14, v8, s[0:1]
	v_cmp_lt_f32_e64 s[0:1], v13, 0
	v_cmp_eq_f32_e64 s[4:5], v13, 0
	v_cndmask_b32_e64 v8, 1.0, 0, s[4:5]
	v_cndmask_b32_e64 v8, v8, -1.0, s[0:1]
	v_cmp_lt_f32_e64 s[0:1], v10, 0
	v_cmp_eq_f32_e64 s[4:5], v10, 0
	v_cndmask_b32_e64 v10, 1.0, 0, s[4:5]
	v_cndmask_b32_e64 v10, v10, -1.0, s[0:1]
	v_cmp_lt_f32_e64 s[0:1], v9, 0
	v_cmp_eq_f32_e64 s[4:5], v9, 0
	v_cndmask_b32_e64 v9, 1.0, 0, s[4:5]
	v_cndmask_b32_e64 v9, v9, -1.0, s[0:1]
	v_cmp_lt_f32_e64 s[0:1], v16, 0
	v_cmp_eq_f32_e64 s[4:5], v16, 0
	v_cndmask_b32_e64 v11, 1.0, 0, s[4:5]
	v_cndmask_b32_e64 v14, v11, -1.0, s[0:1]
	v_sub_f32_e32 v13, 1.0, v8
	v_sub_f32_e32 v11, 1.0, v10
	v_sub_f32_e32 v10, 1.0, v9
	v_sub_f32_e32 v8, 1.0, v14
	v_mov_b32_e32 v9, 0.5
	v_sub_f32_e32 v9, v13, v9
	v_mov_b32_e32 v13, 0.5
	v_sub_f32_e32 v11, v11, v13
	v_mov_b32_e32 v13, 0.5
	v_sub_f32_e32 v10, v10, v13
	v_mov_b32_e32 v13, 0.5
	v_sub_f32_e32 v8, v8, v13
	v_mov_b32_e32 v13, 0.5
	v_sub_f32_e32 v9, v9, v13
	v_add_f32_e32 v9, v9, v9
	v_mov_b32_e32 v13, 0.5
	v_sub_f32_e32 v11, v11, v13
	v_add_f32_e32 v13, v11, v11
	v_mov_b32_e32 v16, 0.5
	v_sub_f32_e32 v16, v10, v16
	v_add_f32_e32 v11, v16, v16
	v_mov_b32_e32 v10, 0.5
	v_sub_f32_e32 v8, v8, v10
	v_add_f32_e32 v8, v8, v8
	v_add_f32_e32 v14, v9, v9
	v_add_f32_e32 v10, v13, v13
	v_add_f32_e32 v9, v11, v11
	v_add_f32_e32 v8, v8, v8
	v_cmp_gt_f32_e64 s[0:1], v14, 0
	v_cmp_lt_f32_e64 s[4:5], v14, 0
	v_cndmask_b32_e64 v11, 0, -1.0, s[4:5]
	v_cndmask_b32_e64 v0, v11, 1.0, s[0:1]
	v_cmp_gt_f32_e64 s[0:1], v10, 0
	v_cmp_lt_f32_e64 s[4:5], v10, 0
	v_cndmask_b32_e64 v10, 0, -1.0, s[4:5]
	v_cndmask_b32_e64 v1, v10, 1.0, s[0:1]
	v_cmp_gt_f32_e64 s[0:1], v9, 0
	v_cmp_lt_f32_e64 s[4:5], v9, 0
	v_cndmask_b32_e64 v9, 0, -1.0, s[4:5]
	v_cndmask_b32_e64 v2, v9, 1.0, s[0:1]
	v_cmp_gt_f32_e64 s[0:1], v8, 0
	v_cmp_lt_f32_e64 s[4:5], v8, 0
	v_cndmask_b32_e64 v8, 0, -1.0, s[4:5]
	v_cndmask_b32_e64 v3, v8, 1.0, s[0:1]
	buffer_store_dwordx4 v[0:3], v12, s[16:19], 0 offen
	s_endpgm
