; instructions: 36
; sgprs: 16
; vgprs: 21
; waitcnts: 2
; nops: 0
; code bytes: 232
; spilled registers: 0
; spill stores: 0
; spill reloads: 0
; scratch bytes per lane: 0
	s_load_dwordx4 s[4:7], s[0:1], 0x0
	s_load_dwordx4 s[8:11], s[0:1], 0x10
	s_load_dwordx4 s[12:15], s[0:1], 0x20
	v_lshl_add_u32 v4, s2, 6, v0
	v_lshlrev_b32_e32 v6, 3, v4
	s_waitcnt lgkmcnt(0)
	buffer_load_dwordx2 v[7:8], v6, s[4:7], 0 offen
	v_lshlrev_b32_e32 v1, 4, v4
	s_waitcnt vmcnt(0)
	v_cvt_f64_f32_e32 v[9:10], v7
	v_cvt_f64_f32_e32 v[11:12], v8
	v_add_f64 v[13:14], v[9:10], v[11:12]
	v_mov_b32_e32 v15, v13
	v_mov_b32_e32 v16, v14
	v_mul_f64 v[19:20], v[9:10], v[11:12]
	v_mov_b32_e32 v17, v19
	v_mov_b32_e32 v18, v20
	buffer_store_dwordx2 v[15:16], v1, s[8:11], 0 offen
	buffer_store_dwordx2 v[17:18], v1, s[8:11], 0 offen offset:8
	v_fma_f64 v[9:10], v[9:10], v[11:12], v[13:14]
	v_cvt_f32_f64_e32 v9, v[9:10]
	v_div_scale_f32_e64 v1, s[0:1], v8, v8, v7
	v_div_scale_f32_e64 v2, vcc, v7, v8, v7
	v_rcp_f32_e32 v3, v1
	s_setreg_imm32_b32 hwreg(HW_REG_MODE, 4, 2), 3
	v_fma_f32 v4, -v1, v3, 1.0
	v_fma_f32 v3, v4, v3, v3
	v_mul_f32_e32 v4, v2, v3
	v_fma_f32 v5, -v1, v4, v2
	v_fma_f32 v4, v5, v3, v4
	v_fma_f32 v1, -v1, v4, v2
	s_setreg_imm32_b32 hwreg(HW_REG_MODE, 4, 2), 0
	v_div_fmas_f32 v1, v1, v3, v4
	v_div_fixup_f32 v10, v1, v8, v7
	buffer_store_dwordx2 v[9:10], v6, s[12:15], 0 offen
	s_endpgm
