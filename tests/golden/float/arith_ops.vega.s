; instructions: 570
; sgprs: 20
; vgprs: 19
; waitcnts: 3
; nops: 0
; code bytes: 4084
; spilled registers: 0
; spill stores: 0
; spill reloads: 0
; scratch bytes per lane: 0
	s_load_dwordx4 s[12:15], s[0:1], 0x0
	s_load_dwordx4 s[16:19], s[0:1], 0x10
	v_lshl_add_u32 v3, s2, 6, v0
	v_lshlrev_b32_e32 v5, 4, v3
	s_waitcnt lgkmcnt(0)
	buffer_load_dwordx2 v[17:18], v5, s[12:15], 0 offen
	buffer_load_dwordx2 v[15:16], v5, s[12:15], 0 offen offset:8
	buffer_load_dwordx2 v[13:14], v5, s[12:15], 0 offen offset:16
	buffer_load_dwordx2 v[11:12], v5, s[12:15], 0 offen offset:24
	s_waitcnt vmcnt(1)
	v_add_f32_e64 v1, |v17|, v13
	v_add_f32_e64 v4, |v18|, v14
	s_waitcnt vmcnt(0)
	v_add_f32_e64 v3, |v15|, v11
	v_add_f32_e64 v2, |v16|, v12
	v_sub_f32_e32 v1, v1, v17
	v_sub_f32_e64 v4, v4, -v18
	v_sub_f32_e32 v3, v3, v15
	v_sub_f32_e64 v2, v2, -v16
	v_mul_legacy_f32_e32 v1, v1, v13
	v_mul_legacy_f32_e32 v4, v4, v14
	v_mul_legacy_f32_e32 v3, v3, v11
	v_mul_legacy_f32_e32 v2, v2, v12
	v_mul_f32_e32 v1, v1, v17
	v_mul_f32_e32 v4, v4, v18
	v_mul_f32_e32 v3, v3, v15
	v_mul_f32_e32 v2, v2, v16
	v_mad_legacy_f32 v1, v1, v13, v17
	v_mad_legacy_f32 v4, v4, v14, v18
	v_mad_legacy_f32 v3, v3, v11, v15
	v_mad_legacy_f32 v2, v2, v12, v16
	v_mad_f32 v1, v1, v17, v13
	v_mad_f32 v4, v4, v18, v14
	v_mad_f32 v3, v3, v15, v11
	v_mad_f32 v2, v2, v16, v12
	v_fma_f32 v1, v1, v13, v17
	v_fma_f32 v4, v4, v14, v18
	v_fma_f32 v3, v3, v11, v15
	v_fma_f32 v2, v2, v12, v16
	v_div_scale_f32_e64 v6, s[0:1], v13, v13, v1
	v_div_scale_f32_e64 v7, vcc, v1, v13, v1
	v_rcp_f32_e32 v8, v6
	s_setreg_imm32_b32 hwreg(HW_REG_MODE, 4, 2), 3
	v_fma_f32 v9, -v6, v8, 1.0
	v_fma_f32 v8, v9, v8, v8
	v_mul_f32_e32 v9, v7, v8
	v_fma_f32 v10, -v6, v9, v7
	v_fma_f32 v9, v10, v8, v9
	v_fma_f32 v6, -v6, v9, v7
	s_setreg_imm32_b32 hwreg(HW_REG_MODE, 4, 2), 0
	v_div_fmas_f32 v6, v6, v8, v9
	v_div_fixup_f32 v6, v6, v13, v1
	v_cmp_lt_f32_e64 s[0:1], v1, 0
	v_mov_b32_e32 v1, 0x7f800000
	v_mov_b32_e32 v7, 0xff800000
	v_cndmask_b32_e64 v1, v1, v7, s[0:1]
	v_cmp_eq_f32_e64 s[0:1], v13, 0
	v_cndmask_b32_e64 v1, v6, v1, s[0:1]
	v_div_scale_f32_e64 v6, s[0:1], v14, v14, v4
	v_div_scale_f32_e64 v7, vcc, v4, v14, v4
	v_rcp_f32_e32 v8, v6
	s_setreg_imm32_b32 hwreg(HW_REG_MODE, 4, 2), 3
	v_fma_f32 v9, -v6, v8, 1.0
	v_fma_f32 v8, v9, v8, v8
	v_mul_f32_e32 v9, v7, v8
	v_fma_f32 v10, -v6, v9, v7
	v_fma_f32 v9, v10, v8, v9
	v_fma_f32 v6, -v6, v9, v7
	s_setreg_imm32_b32 hwreg(HW_REG_MODE, 4, 2), 0
	v_div_fmas_f32 v6, v6, v8, v9
	v_div_fixup_f32 v6, v6, v14, v4
	v_cmp_lt_f32_e64 s[0:1], v4, 0
	v_mov_b32_e32 v4, 0x7f800000
	v_mov_b32_e32 v7, 0xff800000
	v_cndmask_b32_e64 v4, v4, v7, s[0:1]
	v_cmp_eq_f32_e64 s[0:1], v14, 0
	v_cndmask_b32_e64 v7, v6, v4, s[0:1]
	v_div_scale_f32_e64 v9, s[0:1], v11, v11, v3
	v_div_scale_f32_e64 v4, vcc, v3, v11, v3
	v_rcp_f32_e32 v6, v9
	s_setreg_imm32_b32 hwreg(HW_REG_MODE, 4, 2), 3
	v_fma_f32 v8, -v9, v6, 1.0
	v_fma_f32 v6, v8, v6, v6
	v_mul_f32_e32 v8, v4, v6
	v_fma_f32 v10, -v9, v8, v4
	v_fma_f32 v8, v10, v6, v8
	v_fma_f32 v4, -v9, v8, v4
	s_setreg_imm32_b32 hwreg(HW_REG_MODE, 4, 2), 0
	v_div_fmas_f32 v4, v4, v6, v8
	v_div_fixup_f32 v4, v4, v11, v3
	v_cmp_lt_f32_e64 s[0:1], v3, 0
	v_mov_b32_e32 v3, 0x7f800000
	v_mov_b32_e32 v6, 0xff800000
	v_cndmask_b32_e64 v3, v3, v6, s[0:1]
	v_cmp_eq_f32_e64 s[0:1], v11, 0
	v_cndmask_b32_e64 v4, v4, v3, s[0:1]
	v_div_scale_f32_e64 v3, s[0:1], v12, v12, v2
	v_div_scale_f32_e64 v6, vcc, v2, v12, v2
	v_rcp_f32_e32 v8, v3
	s_setreg_imm32_b32 hwreg(HW_REG_MODE, 4, 2), 3
	v_fma_f32 v9, -v3, v8, 1.0
	v_fma_f32 v8, v9, v8, v8
	v_mul_f32_e32 v9, v6, v8
	v_fma_f32 v10, -v3, v9, v6
	v_fma_f32 v9, v10, v8, v9
	v_fma_f32 v3, -v3, v9, v6
	s_setreg_imm32_b32 hwreg(HW_REG_MODE, 4, 2), 0
	v_div_fmas_f32 v3, v3, v8, v9
	v_div_fixup_f32 v3, v3, v12, v2
	v_cmp_lt_f32_e64 s[0:1], v2, 0
	v_mov_b32_e32 v6, 0x7f800000
	v_mov_b32_e32 v8, 0xff800000
	v_cndmask_b32_e64 v8, v6, v8, s[0:1]
	v_cmp_eq_f32_e64 s[0:1], v12, 0
	v_cndmask_b32_e64 v8, v3, v8, s[0:1]
	v_div_scale_f32_e64 v2, s[0:1], v17, v17, v1
	v_div_scale_f32_e64 v3, vcc, v1, v17, v1
	v_rcp_f32_e32 v6, v2
	s_setreg_imm32_b32 hwreg(HW_REG_MODE, 4, 2), 3
	v_fma_f32 v9, -v2, v6, 1.0
	v_fma_f32 v6, v9, v6, v6
	v_mul_f32_e32 v9, v3, v6
	v_fma_f32 v10, -v2, v9, v3
	v_fma_f32 v9, v10, v6, v9
	v_fma_f32 v2, -v2, v9, v3
	s_setreg_imm32_b32 hwreg(HW_REG_MODE, 4, 2), 0
	v_div_fmas_f32 v2, v2, v6, v9
	v_div_fixup_f32 v2, v2, v17, v1
	v_cmp_lt_f32_e64 s[0:1], v1, 0
	v_mov_b32_e32 v1, 0x80000000
	v_cndmask_b32_e64 v1, 0, v1, s[0:1]
	v_cmp_eq_f32_e64 s[0:1], v17, 0
	v_cndmask_b32_e64 v6, v2, v1, s[0:1]
	v_div_scale_f32_e64 v1, s[0:1], v18, v18, v7
	v_div_scale_f32_e64 v2, vcc, v7, v18, v7
	v_rcp_f32_e32 v3, v1
	s_setreg_imm32_b32 hwreg(HW_REG_MODE, 4, 2), 3
	v_fma_f32 v9, -v1, v3, 1.0
	v_fma_f32 v3, v9, v3, v3
	v_mul_f32_e32 v9, v2, v3
	v_fma_f32 v10, -v1, v9, v2
	v_fma_f32 v9, v10, v3, v9
	v_fma_f32 v1, -v1, v9, v2
	s_setreg_imm32_b32 hwreg(HW_REG_MODE, 4, 2), 0
	v_div_fmas_f32 v3, v1, v3, v9
	v_div_fixup_f32 v9, v3, v18, v7
	v_cmp_lt_f32_e64 s[0:1], v7, 0
	v_mov_b32_e32 v10, 0x80000000
	v_cndmask_b32_e64 v10, 0, v10, s[0:1]
	v_cmp_eq_f32_e64 s[0:1], v18, 0
	v_cndmask_b32_e64 v3, v9, v10, s[0:1]
	v_div_scale_f32_e64 v1, s[0:1], v15, v15, v4
	v_div_scale_f32_e64 v2, vcc, v4, v15, v4
	v_rcp_f32_e32 v7, v1
	s_setreg_imm32_b32 hwreg(HW_REG_MODE, 4, 2), 3
	v_fma_f32 v9, -v1, v7, 1.0
	v_fma_f32 v7, v9, v7, v7
	v_mul_f32_e32 v9, v2, v7
	v_fma_f32 v10, -v1, v9, v2
	v_fma_f32 v9, v10, v7, v9
	v_fma_f32 v1, -v1, v9, v2
	s_setreg_imm32_b32 hwreg(HW_REG_MODE, 4, 2), 0
	v_div_fmas_f32 v1, v1, v7, v9
	v_div_fixup_f32 v1, v1, v15, v4
	v_cmp_lt_f32_e64 s[0:1], v4, 0
	v_mov_b32_e32 v2, 0x80000000
	v_cndmask_b32_e64 v2, 0, v2, s[0:1]
	v_cmp_eq_f32_e64 s[0:1], v15, 0
	v_cndmask_b32_e64 v2, v1, v2, s[0:1]
	v_div_scale_f32_e64 v1, s[0:1], v16, v16, v8
	v_div_scale_f32_e64 v4, vcc, v8, v16, v8
	v_rcp_f32_e32 v7, v1
	s_setreg_imm32_b32 hwreg(HW_REG_MODE, 4, 2), 3
	v_fma_f32 v9, -v1, v7, 1.0
	v_fma_f32 v7, v9, v7, v7
	v_mul_f32_e32 v9, v4, v7
	v_fma_f32 v10, -v1, v9, v4
	v_fma_f32 v9, v10, v7, v9
	v_fma_f32 v1, -v1, v9, v4
	s_setreg_imm32_b32 hwreg(HW_REG_MODE, 4, 2), 0
	v_div_fmas_f32 v4, v1, v7, v9
	v_div_fixup_f32 v7, v4, v16, v8
	v_cmp_lt_f32_e64 s[0:1], v8, 0
	v_mov_b32_e32 v10, 0x80000000
	v_cndmask_b32_e64 v10, 0, v10, s[0:1]
	v_cmp_eq_f32_e64 s[0:1], v16, 0
	v_cndmask_b32_e64 v1, v7, v10, s[0:1]
	v_div_scale_f32_e64 v4, s[0:1], v13, v13, v6
	v_div_scale_f32_e64 v7, vcc, v6, v13, v6
	v_rcp_f32_e32 v8, v4
	s_setreg_imm32_b32 hwreg(HW_REG_MODE, 4, 2), 3
	v_fma_f32 v9, -v4, v8, 1.0
	v_fma_f32 v8, v9, v8, v8
	v_mul_f32_e32 v9, v7, v8
	v_fma_f32 v10, -v4, v9, v7
	v_fma_f32 v9, v10, v8, v9
	v_fma_f32 v4, -v4, v9, v7
	s_setreg_imm32_b32 hwreg(HW_REG_MODE, 4, 2), 0
	v_div_fmas_f32 v4, v4, v8, v9
	v_div_fixup_f32 v4, v4, v13, v6
	v_cmp_lt_f32_e64 s[0:1], v6, 0
	v_mov_b32_e32 v6, 0x7f800000
	v_mov_b32_e32 v7, 0xff800000
	v_cndmask_b32_e64 v6, v6, v7, s[0:1]
	v_cmp_eq_f32_e64 s[0:1], v13, 0
	v_cndmask_b32_e64 v4, v4, v6, s[0:1]
	v_div_scale_f32_e64 v6, s[0:1], v14, v14, v3
	v_div_scale_f32_e64 v7, vcc, v3, v14, v3
	v_rcp_f32_e32 v8, v6
	s_setreg_imm32_b32 hwreg(HW_REG_MODE, 4, 2), 3
	v_fma_f32 v9, -v6, v8, 1.0
	v_fma_f32 v8, v9, v8, v8
	v_mul_f32_e32 v9, v7, v8
	v_fma_f32 v10, -v6, v9, v7
	v_fma_f32 v9, v10, v8, v9
	v_fma_f32 v6, -v6, v9, v7
	s_setreg_imm32_b32 hwreg(HW_REG_MODE, 4, 2), 0
	v_div_fmas_f32 v7, v6, v8, v9
	v_div_fixup_f32 v9, v7, v14, v3
	v_cmp_lt_f32_e64 s[0:1], v3, 0
	v_mov_b32_e32 v3, 0x7f800000
	v_mov_b32_e32 v6, 0xff800000
	v_cndmask_b32_e64 v3, v3, v6, s[0:1]
	v_cmp_eq_f32_e64 s[0:1], v14, 0
	v_cndmask_b32_e64 v3, v9, v3, s[0:1]
	v_div_scale_f32_e64 v6, s[0:1], v11, v11, v2
	v_div_scale_f32_e64 v7, vcc, v2, v11, v2
	v_rcp_f32_e32 v8, v6
	s_setreg_imm32_b32 hwreg(HW_REG_MODE, 4, 2), 3
	v_fma_f32 v9, -v6, v8, 1.0
	v_fma_f32 v8, v9, v8, v8
	v_mul_f32_e32 v9, v7, v8
	v_fma_f32 v10, -v6, v9, v7
	v_fma_f32 v9, v10, v8, v9
	v_fma_f32 v6, -v6, v9, v7
	s_setreg_imm32_b32 hwreg(HW_REG_MODE, 4, 2), 0
	v_div_fmas_f32 v6, v6, v8, v9
	v_div_fixup_f32 v6, v6, v11, v2
	v_cmp_lt_f32_e64 s[0:1], v2, 0
	v_mov_b32_e32 v2, 0x7f800000
	v_mov_b32_e32 v7, 0xff800000
	v_cndmask_b32_e64 v2, v2, v7, s[0:1]
	v_cmp_eq_f32_e64 s[0:1], v11, 0
	v_cndmask_b32_e64 v2, v6, v2, s[0:1]
	v_div_scale_f32_e64 v6, s[0:1], v12, v12, v1
	v_div_scale_f32_e64 v7, vcc, v1, v12, v1
	v_rcp_f32_e32 v8, v6
	s_setreg_imm32_b32 hwreg(HW_REG_MODE, 4, 2), 3
	v_fma_f32 v9, -v6, v8, 1.0
	v_fma_f32 v8, v9, v8, v8
	v_mul_f32_e32 v9, v7, v8
	v_fma_f32 v10, -v6, v9, v7
	v_fma_f32 v9, v10, v8, v9
	v_fma_f32 v10, -v6, v9, v7
	s_setreg_imm32_b32 hwreg(HW_REG_MODE, 4, 2), 0
	v_div_fmas_f32 v6, v10, v8, v9
	v_div_fixup_f32 v6, v6, v12, v1
	v_cmp_lt_f32_e64 s[0:1], v1, 0
	v_mov_b32_e32 v1, 0x7f800000
	v_mov_b32_e32 v7, 0xff800000
	v_cndmask_b32_e64 v1, v1, v7, s[0:1]
	v_cmp_eq_f32_e64 s[0:1], v12, 0
	v_cndmask_b32_e64 v1, v6, v1, s[0:1]
	v_div_scale_f32_e64 v6, s[0:1], v17, v17, v4
	v_div_scale_f32_e64 v7, vcc, v4, v17, v4
	v_rcp_f32_e32 v8, v6
	s_setreg_imm32_b32 hwreg(HW_REG_MODE, 4, 2), 3
	v_fma_f32 v9, -v6, v8, 1.0
	v_fma_f32 v8, v9, v8, v8
	v_mul_f32_e32 v9, v7, v8
	v_fma_f32 v10, -v6, v9, v7
	v_fma_f32 v9, v10, v8, v9
	v_fma_f32 v6, -v6, v9, v7
	s_setreg_imm32_b32 hwreg(HW_REG_MODE, 4, 2), 0
	v_div_fmas_f32 v6, v6, v8, v9
	v_div_fixup_f32 v6, v6, v17, v4
	v_cmp_lt_f32_e64 s[0:1], v4, 0
	v_mov_b32_e32 v4, 0x7f7fffff
	v_mov_b32_e32 v7, 0xff7fffff
	v_cndmask_b32_e64 v4, v4, v7, s[0:1]
	v_cmp_eq_f32_e64 s[0:1], v17, 0
	v_cndmask_b32_e64 v4, v6, v4, s[0:1]
	v_div_scale_f32_e64 v6, s[0:1], v18, v18, v3
	v_div_scale_f32_e64 v7, vcc, v3, v18, v3
	v_rcp_f32_e32 v8, v6
	s_setreg_imm32_b32 hwreg(HW_REG_MODE, 4, 2), 3
	v_fma_f32 v9, -v6, v8, 1.0
	v_fma_f32 v8, v9, v8, v8
	v_mul_f32_e32 v9, v7, v8
	v_fma_f32 v10, -v6, v9, v7
	v_fma_f32 v9, v10, v8, v9
	v_fma_f32 v6, -v6, v9, v7
	s_setreg_imm32_b32 hwreg(HW_REG_MODE, 4, 2), 0
	v_div_fmas_f32 v6, v6, v8, v9
	v_div_fixup_f32 v6, v6, v18, v3
	v_cmp_lt_f32_e64 s[0:1], v3, 0
	v_mov_b32_e32 v3, 0x7f7fffff
	v_mov_b32_e32 v7, 0xff7fffff
	v_cndmask_b32_e64 v3, v3, v7, s[0:1]
	v_cmp_eq_f32_e64 s[0:1], v18, 0
	v_cndmask_b32_e64 v3, v6, v3, s[0:1]
	v_div_scale_f32_e64 v6, s[0:1], v15, v15, v2
	v_div_scale_f32_e64 v7, vcc, v2, v15, v2
	v_rcp_f32_e32 v8, v6
	s_setreg_imm32_b32 hwreg(HW_REG_MODE, 4, 2), 3
	v_fma_f32 v9, -v6, v8, 1.0
	v_fma_f32 v8, v9, v8, v8
	v_mul_f32_e32 v9, v7, v8
	v_fma_f32 v10, -v6, v9, v7
	v_fma_f32 v9, v10, v8, v9
	v_fma_f32 v6, -v6, v9, v7
	s_setreg_imm32_b32 hwreg(HW_REG_MODE, 4, 2), 0
	v_div_fmas_f32 v6, v6, v8, v9
	v_div_fixup_f32 v6, v6, v15, v2
	v_cmp_lt_f32_e64 s[0:1], v2, 0
	v_mov_b32_e32 v2, 0x7f7fffff
	v_mov_b32_e32 v7, 0xff7fffff
	v_cndmask_b32_e64 v2, v2, v7, s[0:1]
	v_cmp_eq_f32_e64 s[0:1], v15, 0
	v_cndmask_b32_e64 v2, v6, v2, s[0:1]
	v_div_scale_f32_e64 v6, s[0:1], v16, v16, v1
	v_div_scale_f32_e64 v7, vcc, v1, v16, v1
	v_rcp_f32_e32 v8, v6
	s_setreg_imm32_b32 hwreg(HW_REG_MODE, 4, 2), 3
	v_fma_f32 v9, -v6, v8, 1.0
	v_fma_f32 v8, v9, v8, v8
	v_mul_f32_e32 v9, v7, v8
	v_fma_f32 v10, -v6, v9, v7
	v_fma_f32 v9, v10, v8, v9
	v_fma_f32 v6, -v6, v9, v7
	s_setreg_imm32_b32 hwreg(HW_REG_MODE, 4, 2), 0
	v_div_fmas_f32 v6, v6, v8, v9
	v_div_fixup_f32 v6, v6, v16, v1
	v_cmp_lt_f32_e64 s[0:1], v1, 0
	v_mov_b32_e32 v1, 0x7f7fffff
	v_mov_b32_e32 v7, 0xff7fffff
	v_cndmask_b32_e64 v1, v1, v7, s[0:1]
	v_cmp_eq_f32_e64 s[0:1], v16, 0
	v_cndmask_b32_e64 v7, v6, v1, s[0:1]
	v_min_f32_e32 v1, v4, v17
	v_min_f32_e32 v6, v3, v18
	v_min_f32_e32 v4, v2, v15
	v_min_f32_e32 v3, v7, v16
	v_max_f32_e32 v1, v1, v13
	v_max_f32_e32 v2, v6, v14
	v_max_f32_e32 v4, v4, v11
	v_max_f32_e32 v3, v3, v12
	v_min_f32_e32 v1, v1, v17
	v_min_f32_e32 v2, v2, v18
	v_min_f32_e32 v4, v4, v15
	v_min_f32_e32 v3, v3, v16
	v_max_f32_e32 v1, v1, v13
	v_max_f32_e32 v2, v2, v14
	v_max_f32_e32 v4, v4, v11
	v_max_f32_e32 v3, v3, v12
	v_cmp_lt_f32_e64 s[0:1], v1, v17
	v_cndmask_b32_e64 v6, v1, v17, s[0:1]
	v_cmp_gt_f32_e64 s[0:1], v6, v13
	v_cndmask_b32_e64 v9, v6, v13, s[0:1]
	v_max_f32_e32 v1, v9, v9
	v_cmp_lt_f32_e64 s[0:1], v2, v18
	v_cndmask_b32_e64 v2, v2, v18, s[0:1]
	v_cmp_gt_f32_e64 s[0:1], v2, v14
	v_cndmask_b32_e64 v2, v2, v14, s[0:1]
	v_max_f32_e32 v2, v2, v2
	v_cmp_lt_f32_e64 s[0:1], v4, v15
	v_cndmask_b32_e64 v4, v4, v15, s[0:1]
	v_cmp_gt_f32_e64 s[0:1], v4, v11
	v_cndmask_b32_e64 v4, v4, v11, s[0:1]
	v_max_f32_e32 v4, v4, v4
	v_cmp_lt_f32_e64 s[0:1], v3, v16
	v_cndmask_b32_e64 v3, v3, v16, s[0:1]
	v_cmp_gt_f32_e64 s[0:1], v3, v12
	v_cndmask_b32_e64 v3, v3, v12, s[0:1]
	v_max_f32_e32 v3, v3, v3
	v_cmp_eq_f32_e64 s[0:1], v1, v17
	v_cmp_ge_f32_e64 s[4:5], v2, v18
	v_cmp_lt_f32_e64 s[6:7], v4, v15
	v_cmp_lg_f32_e64 s[8:9], v3, v16
	v_cndmask_b32_e64 v6, v17, v1, s[0:1]
	v_cndmask_b32_e64 v2, v18, v2, s[4:5]
	v_cndmask_b32_e64 v4, v15, v4, s[6:7]
	v_cndmask_b32_e64 v1, v16, v3, s[8:9]
	v_cmp_lg_f32_e64 s[0:1], v6, 0
	v_cndmask_b32_e64 v6, v6, v13, s[0:1]
	v_cmp_lg_f32_e64 s[0:1], v2, 0
	v_cndmask_b32_e64 v2, v2, v14, s[0:1]
	v_cmp_lg_f32_e64 s[0:1], v4, 0
	v_cndmask_b32_e64 v4, v4, v11, s[0:1]
	v_cmp_lg_f32_e64 s[0:1], v1, 0
	v_cndmask_b32_e64 v3, v1, v12, s[0:1]
	v_cmp_ge_f32_e64 s[0:1], v6, 0.5
	v_cndmask_b32_e64 v1, v13, v17, s[0:1]
	v_cmp_ge_f32_e64 s[0:1], v2, 0.5
	v_cndmask_b32_e64 v2, v14, v18, s[0:1]
	v_cmp_ge_f32_e64 s[0:1], v4, 0.5
	v_cndmask_b32_e64 v6, v11, v15, s[0:1]
	v_cmp_ge_f32_e64 s[0:1], v3, 0.5
	v_cndmask_b32_e64 v8, v12, v16, s[0:1]
	v_cmp_lt_f32_e64 s[0:1], v1, v13
	v_cndmask_b32_e64 v3, 0, 1.0, s[0:1]
	v_cmp_lt_f32_e64 s[0:1], v2, v14
	v_cndmask_b32_e64 v7, 0, 1.0, s[0:1]
	v_cmp_lt_f32_e64 s[0:1], v6, v11
	v_cndmask_b32_e64 v9, 0, 1.0, s[0:1]
	v_cmp_lt_f32_e64 s[0:1], v8, v12
	v_cndmask_b32_e64 v10, 0, 1.0, s[0:1]
	v_and_b32_e32 v4, v3, v1
	v_and_b32_e32 v3, v7, v2
	v_and_b32_e32 v2, v9, v6
	v_and_b32_e32 v1, v10, v8
	v_div_scale_f32_e64 v6, s[0:1], v13, v13, v4
	v_div_scale_f32_e64 v7, vcc, v4, v13, v4
	v_rcp_f32_e32 v8, v6
	s_setreg_imm32_b32 hwreg(HW_REG_MODE, 4, 2), 3
	v_fma_f32 v9, -v6, v8, 1.0
	v_fma_f32 v8, v9, v8, v8
	v_mul_f32_e32 v9, v7, v8
	v_fma_f32 v10, -v6, v9, v7
	v_fma_f32 v9, v10, v8, v9
	v_fma_f32 v6, -v6, v9, v7
	s_setreg_imm32_b32 hwreg(HW_REG_MODE, 4, 2), 0
	v_div_fmas_f32 v6, v6, v8, v9
	v_div_fixup_f32 v6, v6, v13, v4
	v_cmp_lt_f32_e64 s[0:1], v4, 0
	v_mov_b32_e32 v7, 0x7f7fffff
	v_mov_b32_e32 v8, 0xff7fffff
	v_cndmask_b32_e64 v7, v7, v8, s[0:1]
	v_cmp_eq_f32_e64 s[0:1], v13, 0
	v_cndmask_b32_e64 v6, v6, v7, s[0:1]
	v_trunc_f32_e32 v6, v6
	v_mul_f32_e32 v6, v6, v13
	v_sub_f32_e32 v6, v4, v6
	v_cmp_eq_f32_e64 s[0:1], v13, 0
	v_cndmask_b32_e64 v8, v6, v4, s[0:1]
	v_div_scale_f32_e64 v10, s[0:1], v14, v14, v3
	v_div_scale_f32_e64 v4, vcc, v3, v14, v3
	v_rcp_f32_e32 v6, v10
	s_setreg_imm32_b32 hwreg(HW_REG_MODE, 4, 2), 3
	v_fma_f32 v7, -v10, v6, 1.0
	v_fma_f32 v6, v7, v6, v6
	v_mul_f32_e32 v7, v4, v6
	v_fma_f32 v9, -v10, v7, v4
	v_fma_f32 v7, v9, v6, v7
	v_fma_f32 v4, -v10, v7, v4
	s_setreg_imm32_b32 hwreg(HW_REG_MODE, 4, 2), 0
	v_div_fmas_f32 v4, v4, v6, v7
	v_div_fixup_f32 v4, v4, v14, v3
	v_cmp_lt_f32_e64 s[0:1], v3, 0
	v_mov_b32_e32 v6, 0x7f7fffff
	v_mov_b32_e32 v7, 0xff7fffff
	v_cndmask_b32_e64 v6, v6, v7, s[0:1]
	v_cmp_eq_f32_e64 s[0:1], v14, 0
	v_cndmask_b32_e64 v4, v4, v6, s[0:1]
	v_trunc_f32_e32 v4, v4
	v_mul_f32_e32 v4, v4, v14
	v_sub_f32_e32 v4, v3, v4
	v_cmp_eq_f32_e64 s[0:1], v14, 0
	v_cndmask_b32_e64 v3, v4, v3, s[0:1]
	v_div_scale_f32_e64 v4, s[0:1], v11, v11, v2
	v_div_scale_f32_e64 v6, vcc, v2, v11, v2
	v_rcp_f32_e32 v7, v4
	s_setreg_imm32_b32 hwreg(HW_REG_MODE, 4, 2), 3
	v_fma_f32 v9, -v4, v7, 1.0
	v_fma_f32 v7, v9, v7, v7
	v_mul_f32_e32 v9, v6, v7
	v_fma_f32 v10, -v4, v9, v6
	v_fma_f32 v9, v10, v7, v9
	v_fma_f32 v10, -v4, v9, v6
	s_setreg_imm32_b32 hwreg(HW_REG_MODE, 4, 2), 0
	v_div_fmas_f32 v10, v10, v7, v9
	v_div_fixup_f32 v4, v10, v11, v2
	v_cmp_lt_f32_e64 s[0:1], v2, 0
	v_mov_b32_e32 v6, 0x7f7fffff
	v_mov_b32_e32 v7, 0xff7fffff
	v_cndmask_b32_e64 v6, v6, v7, s[0:1]
	v_cmp_eq_f32_e64 s[0:1], v11, 0
	v_cndmask_b32_e64 v4, v4, v6, s[0:1]
	v_trunc_f32_e32 v4, v4
	v_mul_f32_e32 v4, v4, v11
	v_sub_f32_e32 v4, v2, v4
	v_cmp_eq_f32_e64 s[0:1], v11, 0
	v_cndmask_b32_e64 v2, v4, v2, s[0:1]
	v_div_scale_f32_e64 v4, s[0:1], v12, v12, v1
	v_div_scale_f32_e64 v6, vcc, v1, v12, v1
	v_rcp_f32_e32 v7, v4
	s_setreg_imm32_b32 hwreg(HW_REG_MODE, 4, 2), 3
	v_fma_f32 v9, -v4, v7, 1.0
	v_fma_f32 v7, v9, v7, v7
	v_mul_f32_e32 v9, v6, v7
	v_fma_f32 v10, -v4, v9, v6
	v_fma_f32 v9, v10, v7, v9
	v_fma_f32 v4, -v4, v9, v6
	s_setreg_imm32_b32 hwreg(HW_REG_MODE, 4, 2), 0
	v_div_fmas_f32 v4, v4, v7, v9
	v_div_fixup_f32 v4, v4, v12, v1
	v_cmp_lt_f32_e64 s[0:1], v1, 0
	v_mov_b32_e32 v6, 0x7f7fffff
	v_mov_b32_e32 v7, 0xff7fffff
	v_cndmask_b32_e64 v6, v6, v7, s[0:1]
	v_cmp_eq_f32_e64 s[0:1], v12, 0
	v_cndmask_b32_e64 v4, v4, v6, s[0:1]
	v_trunc_f32_e32 v4, v4
	v_mul_f32_e32 v6, v4, v12
	v_sub_f32_e32 v9, v1, v6
	v_cmp_eq_f32_e64 s[0:1], v12, 0
	v_cndmask_b32_e64 v1, v9, v1, s[0:1]
	v_cmp_lt_f32_e64 s[0:1], v8, 0
	v_cmp_eq_f32_e64 s[4:5], v8, 0
	v_cndmask_b32_e64 v4, 1.0, 0, s[4:5]
	v_cndmask_b32_e64 v4, v4, -1.0, s[0:1]
	v_cmp_lt_f32_e64 s[0:1], v3, 0
	v_cmp_eq_f32_e64 s[4:5], v3, 0
	v_cndmask_b32_e64 v3, 1.0, 0, s[4:5]
	v_cndmask_b32_e64 v3, v3, -1.0, s[0:1]
	v_cmp_lt_f32_e64 s[0:1], v2, 0
	v_cmp_eq_f32_e64 s[4:5], v2, 0
	v_cndmask_b32_e64 v2, 1.0, 0, s[4:5]
	v_cndmask_b32_e64 v2, v2, -1.0, s[0:1]
	v_cmp_lt_f32_e64 s[0:1], v1, 0
	v_cmp_eq_f32_e64 s[4:5], v1, 0
	v_cndmask_b32_e64 v1, 1.0, 0, s[4:5]
	v_cndmask_b32_e64 v1, v1, -1.0, s[0:1]
	v_sub_f32_e32 v6, 1.0, v4
	v_sub_f32_e32 v4, 1.0, v3
	v_sub_f32_e32 v3, 1.0, v2
	v_sub_f32_e32 v1, 1.0, v1
	v_mov_b32_e32 v2, 0.5
	v_sub_f32_e32 v2, v6, v2
	v_mov_b32_e32 v6, 0.5
	v_sub_f32_e32 v4, v4, v6
	v_mov_b32_e32 v6, 0.5
	v_sub_f32_e32 v3, v3, v6
	v_mov_b32_e32 v6, 0.5
	v_sub_f32_e32 v1, v1, v6
	v_mov_b32_e32 v6, 0.5
	v_sub_f32_e32 v2, v2, v6
	v_add_f32_e32 v2, v2, v2
	v_mov_b32_e32 v6, 0.5
	v_sub_f32_e32 v6, v4, v6
	v_add_f32_e32 v8, v6, v6
	v_mov_b32_e32 v4, 0.5
	v_sub_f32_e32 v3, v3, v4
	v_add_f32_e32 v4, v3, v3
	v_mov_b32_e32 v3, 0.5
	v_sub_f32_e32 v1, v1, v3
	v_add_f32_e32 v1, v1, v1
	v_add_f32_e32 v6, v2, v2
	v_add_f32_e32 v3, v8, v8
	v_add_f32_e32 v2, v4, v4
	v_add_f32_e32 v1, v1, v1
	v_cmp_gt_f32_e64 s[0:1], v6, 0
	v_cmp_lt_f32_e64 s[4:5], v6, 0
	v_cndmask_b32_e64 v4, 0, -1.0, s[4:5]
	v_cndmask_b32_e64 v11, v4, 1.0, s[0:1]
	v_cmp_gt_f32_e64 s[0:1], v3, 0
	v_cmp_lt_f32_e64 s[4:5], v3, 0
	v_cndmask_b32_e64 v3, 0, -1.0, s[4:5]
	v_cndmask_b32_e64 v12, v3, 1.0, s[0:1]
	v_cmp_gt_f32_e64 s[0:1], v2, 0
	v_cmp_lt_f32_e64 s[4:5], v2, 0
	v_cndmask_b32_e64 v2, 0, -1.0, s[4:5]
	v_cndmask_b32_e64 v13, v2, 1.0, s[0:1]
	v_cmp_gt_f32_e64 s[0:1], v1, 0
	v_cmp_lt_f32_e64 s[4:5], v1, 0
	v_cndmask_b32_e64 v1, 0, -1.0, s[4:5]
	v_cndmask_b32_e64 v14, v1, 1.0, s[0:1]
	buffer_store_dwordx2 v[11:12], v5, s[16:19], 0 offen
	buffer_store_dwordx2 v[13:14], v5, s[16:19], 0 offen offset:8
	s_endpgm
