; instructions: 36
; sgprs: 15
; vgprs: 6
; waitcnts: 4
; nops: 0
; code bytes: 208
; spilled registers: 0
; spill stores: 0
; spill reloads: 0
; scratch bytes per lane: 0
	s_load_dwordx2 s[6:7], s[0:1], 0x0
	s_load_dwordx2 s[8:9], s[0:1], 0x8
	s_load_dwordx2 s[10:11], s[0:1], 0x10
	s_load_dwordx2 s[12:13], s[0:1], 0x18
	s_load_dword s5, s[0:1], 0x20
	s_load_dword s14, s[0:1], 0x28
	v_lshl_add_u32 v3, s2, 3, v0
	v_lshlrev_b32_e32 v2, 2, v3
	s_waitcnt lgkmcnt(0)
	global_load_dword v4, v2, s[6:7]
	v_lshlrev_b32_e32 v2, 2, v3
	global_load_dword v2, v2, s[8:9]
	v_lshlrev_b32_e32 v5, 2, v3
	global_load_dword v5, v5, s[12:13]
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v4, v4, v5
	v_lshlrev_b32_e32 v5, 2, v3
	global_store_dword v5, v4, s[6:7]
	v_lshlrev_b32_e32 v4, 2, v3
	v_mov_b32_e32 v5, 0
	global_store_dword v4, v5, s[8:9]
	v_mov_b32_e32 v4, 1
	global_atomic_add v3, v3, v4, s[8:9] glc
	s_mul_i32 s14, s14, s4
	s_add_i32 s14, s14, s3
	s_mul_i32 s5, s14, s5
	s_add_i32 s5, s5, s2
	s_lshl_b32 s5, s5, 6
	s_waitcnt vmcnt(0)
	v_mad_u32_u24 v3, v1, 8, v0
	v_add_u32_e32 v3, s5, v3
	global_atomic_smax v2, v3, v2, s[10:11] glc
	v_lshlrev_b32_e32 v3, 2, v3
	s_waitcnt vmcnt(0)
	global_store_dword v3, v2, s[10:11]
	s_endpgm
