; instructions: 33
; sgprs: 24
; vgprs: 6
; waitcnts: 3
; nops: 0
; code bytes: 184
; spilled registers: 0
; spill stores: 0
; spill reloads: 0
; scratch bytes per lane: 0
	s_load_dwordx16 s[8:23], s[0:1], 0x0
	s_load_dword s6, s[0:1], 0x40
	s_load_dword s5, s[0:1], 0x48
	v_lshl_add_u32 v2, s2, 3, v0
	v_lshlrev_b32_e32 v3, 2, v2
	s_waitcnt lgkmcnt(0)
	buffer_load_dword v4, v3, s[8:11], 0 offen
	v_lshlrev_b32_e32 v3, 2, v2
	buffer_load_dword v3, v3, s[12:15], 0 offen
	v_lshlrev_b32_e32 v5, 2, v2
	buffer_load_dword v5, v5, s[20:23], 0 offen
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v4, v4, v5
	v_lshlrev_b32_e32 v5, 2, v2
	buffer_store_dword v4, v5, s[8:11], 0 offen
	v_lshlrev_b32_e32 v4, 2, v2
	v_mov_b32_e32 v5, 0
	buffer_store_dword v5, v4, s[12:15], 0 offen
	v_mov_b32_e32 v4, 1
	buffer_atomic_add v4, v2, s[12:15], 0 offen
	v_mad_u32_u24 v4, v1, 8, v0
	v_mov_b32_e32 v2, v3
	s_mul_i32 s5, s5, s4
	s_add_i32 s5, s5, s3
	s_mul_i32 s5, s5, s6
	s_add_i32 s5, s5, s2
	s_lshl_b32 s5, s5, 6
	v_add_u32_e32 v3, s5, v4
	buffer_atomic_smax v2, v3, s[16:19], 0 offen glc
	v_lshlrev_b32_e32 v3, 2, v3
	s_waitcnt vmcnt(0)
	buffer_store_dword v2, v3, s[16:19], 0 offen
	s_endpgm
