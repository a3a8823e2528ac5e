; instructions: 34
; sgprs: 16
; vgprs: 15
; waitcnts: 3
; nops: 0
; code bytes: 192
; spilled registers: 0
; spill stores: 0
; spill reloads: 0
; scratch bytes per lane: 0
	s_load_dwordx4 s[8:11], s[0:1], 0x0
	s_load_dwordx4 s[12:15], s[0:1], 0x10
	v_lshl_add_u32 v1, s2, 5, v0
	v_lshlrev_b32_e32 v2, 4, v1
	s_waitcnt lgkmcnt(0)
	buffer_load_dwordx2 v[5:6], v2, s[8:11], 0 offen
	buffer_load_dwordx2 v[7:8], v2, s[8:11], 0 offen offset:8
	v_lshlrev_b32_e32 v1, 5, v1
	s_waitcnt vmcnt(1)
	v_mov_b32_e32 v3, v5
	v_mov_b32_e32 v4, v6
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v5, v7
	v_mov_b32_e32 v6, v8
	v_add_co_u32_e64 v9, s[0:1], v3, v5
	v_addc_co_u32_e64 v10, s[4:5], v4, v6, s[0:1]
	v_mov_b32_e32 v5, v9
	v_mov_b32_e32 v6, v10
	v_mov_b32_e32 v9, v7
	v_mov_b32_e32 v10, 0
	v_lshlrev_b64 v[11:12], v9, v[3:4]
	v_mov_b32_e32 v7, v11
	v_mov_b32_e32 v8, v12
	v_lshrrev_b64 v[13:14], v9, v[3:4]
	v_mov_b32_e32 v11, v13
	v_mov_b32_e32 v12, v14
	v_ashrrev_i64 v[9:10], v9, v[3:4]
	v_mov_b32_e32 v3, v9
	v_mov_b32_e32 v4, v10
	buffer_store_dwordx2 v[5:6], v1, s[12:15], 0 offen
	buffer_store_dwordx2 v[7:8], v1, s[12:15], 0 offen offset:8
	buffer_store_dwordx2 v[11:12], v1, s[12:15], 0 offen offset:16
	buffer_store_dwordx2 v[3:4], v1, s[12:15], 0 offen offset:24
	s_endpgm
