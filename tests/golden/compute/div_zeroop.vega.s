; instructions: 67
; sgprs: 12
; vgprs: 11
; waitcnts: 2
; nops: 0
; code bytes: 492
; spilled registers: 0
; spill stores: 0
; spill reloads: 0
; scratch bytes per lane: 0
	s_load_dwordx4 s[4:7], s[0:1], 0x0
	s_load_dwordx4 s[8:11], s[0:1], 0x10
	v_lshl_add_u32 v5, s2, 5, v0
	v_lshlrev_b32_e32 v7, 3, v5
	s_waitcnt lgkmcnt(0)
	buffer_load_dwordx2 v[9:10], v7, s[4:7], 0 offen
	v_lshlrev_b32_e32 v3, 4, v5
	s_waitcnt vmcnt(0)
	v_div_scale_f32_e64 v4, s[0:1], v10, v10, v9
	v_div_scale_f32_e64 v5, vcc, v9, v10, v9
	v_rcp_f32_e32 v6, v4
	s_setreg_imm32_b32 hwreg(HW_REG_MODE, 4, 2), 3
	v_fma_f32 v7, -v4, v6, 1.0
	v_fma_f32 v6, v7, v6, v6
	v_mul_f32_e32 v7, v5, v6
	v_fma_f32 v8, -v4, v7, v5
	v_fma_f32 v7, v8, v6, v7
	v_fma_f32 v4, -v4, v7, v5
	s_setreg_imm32_b32 hwreg(HW_REG_MODE, 4, 2), 0
	v_div_fmas_f32 v4, v4, v6, v7
	v_div_fixup_f32 v4, v4, v10, v9
	v_cmp_lt_f32_e64 s[0:1], v9, 0
	v_mov_b32_e32 v5, 0x80000000
	v_cndmask_b32_e64 v5, 0, v5, s[0:1]
	v_cmp_eq_f32_e64 s[0:1], v10, 0
	v_cndmask_b32_e64 v0, v4, v5, s[0:1]
	v_div_scale_f32_e64 v4, s[0:1], v10, v10, v9
	v_div_scale_f32_e64 v5, vcc, v9, v10, v9
	v_rcp_f32_e32 v6, v4
	s_setreg_imm32_b32 hwreg(HW_REG_MODE, 4, 2), 3
	v_fma_f32 v7, -v4, v6, 1.0
	v_fma_f32 v6, v7, v6, v6
	v_mul_f32_e32 v7, v5, v6
	v_fma_f32 v8, -v4, v7, v5
	v_fma_f32 v7, v8, v6, v7
	v_fma_f32 v4, -v4, v7, v5
	s_setreg_imm32_b32 hwreg(HW_REG_MODE, 4, 2), 0
	v_div_fmas_f32 v4, v4, v6, v7
	v_div_fixup_f32 v4, v4, v10, v9
	v_cmp_lt_f32_e64 s[0:1], v9, 0
	v_mov_b32_e32 v6, 0x7f7fffff
	v_mov_b32_e32 v8, 0xff7fffff
	v_cndmask_b32_e64 v7, v6, v8, s[0:1]
	v_cmp_eq_f32_e64 s[0:1], v10, 0
	v_cndmask_b32_e64 v1, v4, v7, s[0:1]
	v_div_scale_f32_e64 v4, s[0:1], v10, v10, v9
	v_div_scale_f32_e64 v5, vcc, v9, v10, v9
	v_rcp_f32_e32 v6, v4
	s_setreg_imm32_b32 hwreg(HW_REG_MODE, 4, 2), 3
	v_fma_f32 v7, -v4, v6, 1.0
	v_fma_f32 v6, v7, v6, v6
	v_mul_f32_e32 v7, v5, v6
	v_fma_f32 v8, -v4, v7, v5
	v_fma_f32 v7, v8, v6, v7
	v_fma_f32 v4, -v4, v7, v5
	s_setreg_imm32_b32 hwreg(HW_REG_MODE, 4, 2), 0
	v_div_fmas_f32 v4, v4, v6, v7
	v_div_fixup_f32 v4, v4, v10, v9
	v_cmp_lt_f32_e64 s[0:1], v9, 0
	v_mov_b32_e32 v5, 0x7f800000
	v_mov_b32_e32 v6, 0xff800000
	v_cndmask_b32_e64 v5, v5, v6, s[0:1]
	v_cmp_eq_f32_e64 s[0:1], v10, 0
	v_cndmask_b32_e64 v2, v4, v5, s[0:1]
	buffer_store_dwordx3 v[0:2], v3, s[8:11], 0 offen
	buffer_store_dword v1, v3, s[8:11], 0 offen offset:12
	s_endpgm
