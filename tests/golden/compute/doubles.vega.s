; instructions: 34
; sgprs: 16
; vgprs: 20
; waitcnts: 2
; nops: 0
; code bytes: 216
; spilled registers: 0
; spill stores: 0
; spill reloads: 0
; scratch bytes per lane: 0
	s_load_dwordx8 s[4:11], s[0:1], 0x0
	s_load_dwordx4 s[12:15], s[0:1], 0x20
	v_lshl_add_u32 v6, s2, 6, v0
	v_lshlrev_b32_e32 v8, 3, v6
	s_waitcnt lgkmcnt(0)
	buffer_load_dwordx2 v[10:11], v8, s[4:7], 0 offen
	v_lshlrev_b32_e32 v4, 4, v6
	s_waitcnt vmcnt(0)
	v_cvt_f64_f32_e32 v[12:13], v10
	v_cvt_f64_f32_e32 v[14:15], v11
	v_add_f64 v[16:17], v[12:13], v[14:15]
	v_mov_b32_e32 v0, v16
	v_mov_b32_e32 v1, v17
	v_mul_f64 v[18:19], v[12:13], v[14:15]
	v_mov_b32_e32 v2, v18
	v_mov_b32_e32 v3, v19
	buffer_store_dwordx4 v[0:3], v4, s[8:11], 0 offen
	v_fma_f64 v[12:13], v[12:13], v[14:15], v[16:17]
	v_cvt_f32_f64_e32 v12, v[12:13]
	v_div_scale_f32_e64 v4, s[0:1], v11, v11, v10
	v_div_scale_f32_e64 v5, vcc, v10, v11, v10
	v_rcp_f32_e32 v6, v4
	s_setreg_imm32_b32 hwreg(HW_REG_MODE, 4, 2), 3
	v_fma_f32 v7, -v4, v6, 1.0
	v_fma_f32 v6, v7, v6, v6
	v_mul_f32_e32 v7, v5, v6
	v_fma_f32 v9, -v4, v7, v5
	v_fma_f32 v7, v9, v6, v7
	v_fma_f32 v4, -v4, v7, v5
	s_setreg_imm32_b32 hwreg(HW_REG_MODE, 4, 2), 0
	v_div_fmas_f32 v4, v4, v6, v7
	v_div_fixup_f32 v13, v4, v11, v10
	buffer_store_dwordx2 v[12:13], v8, s[12:15], 0 offen
	s_endpgm
