; instructions: 33
; sgprs: 12
; vgprs: 17
; waitcnts: 3
; nops: 0
; code bytes: 188
; spilled registers: 0
; spill stores: 0
; spill reloads: 0
; scratch bytes per lane: 0
	s_load_dwordx4 s[4:7], s[0:1], 0x0
	s_load_dwordx4 s[8:11], s[0:1], 0x10
	v_lshl_add_u32 v1, s2, 6, v0
	v_lshlrev_b32_e32 v2, 4, v1
	s_waitcnt lgkmcnt(0)
	buffer_load_dwordx2 v[3:4], v2, s[4:7], 0 offen
	buffer_load_dwordx2 v[7:8], v2, s[4:7], 0 offen offset:8
	s_waitcnt vmcnt(1)
	v_mov_b32_e32 v5, v3
	v_mov_b32_e32 v6, v4
	v_floor_f64_e32 v[3:4], v[5:6]
	v_add_f64 v[11:12], v[5:6], -v[3:4]
	v_mov_b32_e32 v3, v11
	v_mov_b32_e32 v4, v12
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v9, v7
	v_mov_b32_e32 v10, v8
	v_floor_f64_e64 v[7:8], -v[9:10]
	v_add_f64 v[13:14], -v[9:10], -v[7:8]
	v_mov_b32_e32 v7, v13
	v_mov_b32_e32 v8, v14
	v_fma_f64 v[15:16], v[5:6], -v[9:10], v[11:12]
	v_mov_b32_e32 v11, v15
	v_mov_b32_e32 v12, v16
	v_fma_f64 v[9:10], |v[5:6]|, v[9:10], -v[13:14]
	v_mov_b32_e32 v5, v9
	v_mov_b32_e32 v6, v10
	v_lshlrev_b32_e32 v1, 5, v1
	buffer_store_dwordx2 v[3:4], v1, s[8:11], 0 offen
	buffer_store_dwordx2 v[7:8], v1, s[8:11], 0 offen offset:8
	buffer_store_dwordx2 v[11:12], v1, s[8:11], 0 offen offset:16
	buffer_store_dwordx2 v[5:6], v1, s[8:11], 0 offen offset:24
	s_endpgm
