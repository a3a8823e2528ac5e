; instructions: 33
; sgprs: 12
; vgprs: 9
; waitcnts: 2
; nops: 0
; code bytes: 224
; spilled registers: 0
; spill stores: 0
; spill reloads: 0
; scratch bytes per lane: 0
	s_load_dwordx8 s[4:11], s[0:1], 0x0
	v_lshl_add_u32 v2, s2, 5, v0
	v_lshlrev_b32_e32 v4, 3, v2
	s_waitcnt lgkmcnt(0)
	buffer_load_dwordx2 v[7:8], v4, s[4:7], 0 offen
	v_lshlrev_b32_e32 v1, 2, v2
	s_waitcnt vmcnt(0)
	v_div_scale_f32_e64 v2, s[0:1], v8, v8, v7
	v_div_scale_f32_e64 v3, vcc, v7, v8, v7
	v_rcp_f32_e32 v4, v2
	s_setreg_imm32_b32 hwreg(HW_REG_MODE, 4, 2), 3
	v_fma_f32 v5, -v2, v4, 1.0
	v_fma_f32 v4, v5, v4, v4
	v_mul_f32_e32 v5, v3, v4
	v_fma_f32 v6, -v2, v5, v3
	v_fma_f32 v5, v6, v4, v5
	v_fma_f32 v2, -v2, v5, v3
	s_setreg_imm32_b32 hwreg(HW_REG_MODE, 4, 2), 0
	v_div_fmas_f32 v2, v2, v4, v5
	v_div_fixup_f32 v2, v2, v8, v7
	v_cmp_lt_f32_e64 s[0:1], v7, 0
	v_mov_b32_e32 v3, 0x7f7fffff
	v_mov_b32_e32 v4, 0xff7fffff
	v_cndmask_b32_e64 v3, v3, v4, s[0:1]
	v_cmp_eq_f32_e64 s[0:1], v8, 0
	v_cndmask_b32_e64 v2, v2, v3, s[0:1]
	v_trunc_f32_e32 v2, v2
	v_mul_f32_e32 v2, v2, v8
	v_sub_f32_e32 v2, v7, v2
	v_cmp_eq_f32_e64 s[0:1], v8, 0
	v_cndmask_b32_e64 v2, v2, v7, s[0:1]
	buffer_store_dword v2, v1, s[8:11], 0 offen
	s_endpgm
