; instructions: 40
; sgprs: 6
; vgprs: 7
; waitcnts: 2
; nops: 0
; code bytes: 236
; spilled registers: 0
; spill stores: 0
; spill reloads: 0
; scratch bytes per lane: 0
	s_load_dwordx2 s[4:5], s[0:1], 0x0
	v_lshl_add_u32 v2, s2, 6, v0
	v_lshlrev_b32_e32 v5, 2, v2
	v_lshlrev_b32_e32 v6, 2, v5
	s_waitcnt lgkmcnt(0)
	global_load_dword v4, v6, s[4:5]
	v_add_u32_e32 v1, 1, v5
	v_lshlrev_b32_e32 v1, 2, v1
	global_load_dword v3, v1, s[4:5]
	v_add_u32_e32 v2, 2, v5
	v_add_u32_e32 v1, 3, v5
	s_waitcnt vmcnt(0)
	v_cvt_f32_u32_e32 v5, v3
	v_rcp_iflag_f32_e32 v5, v5
	v_mul_f32_e32 v5, 0x4f7ffffe, v5
	v_cvt_u32_f32_e32 v5, v5
	v_sub_u32_e32 v6, 0, v3
	v_mul_lo_u32 v6, v6, v5
	v_mul_hi_u32 v6, v5, v6
	v_add_u32_e32 v5, v5, v6
	v_mul_hi_u32 v5, v4, v5
	v_mul_lo_u32 v6, v5, v3
	v_sub_u32_e32 v4, v4, v6
	v_cmp_ge_u32_e64 s[0:1], v4, v3
	v_add_u32_e32 v6, 1, v5
	v_cndmask_b32_e64 v5, v5, v6, s[0:1]
	v_sub_u32_e32 v6, v4, v3
	v_cndmask_b32_e64 v4, v4, v6, s[0:1]
	v_cmp_ge_u32_e64 s[0:1], v4, v3
	v_add_u32_e32 v6, 1, v5
	v_cndmask_b32_e64 v5, v5, v6, s[0:1]
	v_sub_u32_e32 v6, v4, v3
	v_cndmask_b32_e64 v4, v4, v6, s[0:1]
	v_cmp_eq_u32_e64 s[0:1], v3, 0
	v_cndmask_b32_e64 v3, v5, -1, s[0:1]
	v_lshlrev_b32_e32 v2, 2, v2
	global_store_dword v2, v3, s[4:5]
	v_lshlrev_b32_e32 v3, 2, v1
	global_store_dword v3, v4, s[4:5]
	s_endpgm
