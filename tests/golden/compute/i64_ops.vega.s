; instructions: 30
; sgprs: 16
; vgprs: 16
; waitcnts: 2
; nops: 0
; code bytes: 164
; spilled registers: 0
; spill stores: 0
; spill reloads: 0
; scratch bytes per lane: 0
	s_load_dwordx4 s[8:11], s[0:1], 0x0
	s_load_dwordx4 s[12:15], s[0:1], 0x10
	v_lshl_add_u32 v8, s2, 5, v0
	v_lshlrev_b32_e32 v9, 4, v8
	s_waitcnt lgkmcnt(0)
	buffer_load_dwordx4 v[0:3], v9, s[8:11], 0 offen
	v_lshlrev_b32_e32 v8, 5, v8
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v10, v0
	v_mov_b32_e32 v11, v1
	v_mov_b32_e32 v12, v2
	v_mov_b32_e32 v13, v3
	v_add_co_u32_e64 v14, s[0:1], v10, v12
	v_addc_co_u32_e64 v15, s[4:5], v11, v13, s[0:1]
	v_mov_b32_e32 v4, v14
	v_mov_b32_e32 v5, v15
	v_mov_b32_e32 v12, v2
	v_mov_b32_e32 v13, 0
	v_lshlrev_b64 v[14:15], v12, v[10:11]
	v_mov_b32_e32 v6, v14
	v_mov_b32_e32 v7, v15
	v_lshrrev_b64 v[14:15], v12, v[10:11]
	v_mov_b32_e32 v0, v14
	v_mov_b32_e32 v1, v15
	v_ashrrev_i64 v[10:11], v12, v[10:11]
	v_mov_b32_e32 v2, v10
	v_mov_b32_e32 v3, v11
	buffer_store_dwordx4 v[4:7], v8, s[12:15], 0 offen
	buffer_store_dwordx4 v[0:3], v8, s[12:15], 0 offen offset:16
	s_endpgm
