; instructions: 29
; sgprs: 12
; vgprs: 18
; waitcnts: 2
; nops: 0
; code bytes: 160
; spilled registers: 0
; spill stores: 0
; spill reloads: 0
; scratch bytes per lane: 0
	s_load_dwordx4 s[4:7], s[0:1], 0x0
	s_load_dwordx4 s[8:11], s[0:1], 0x10
	v_lshl_add_u32 v8, s2, 6, v0
	v_lshlrev_b32_e32 v9, 4, v8
	s_waitcnt lgkmcnt(0)
	buffer_load_dwordx4 v[0:3], v9, s[4:7], 0 offen
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v10, v0
	v_mov_b32_e32 v11, v1
	v_floor_f64_e32 v[12:13], v[10:11]
	v_add_f64 v[14:15], v[10:11], -v[12:13]
	v_mov_b32_e32 v4, v14
	v_mov_b32_e32 v5, v15
	v_mov_b32_e32 v12, v2
	v_mov_b32_e32 v13, v3
	v_floor_f64_e64 v[16:17], -v[12:13]
	v_add_f64 v[16:17], -v[12:13], -v[16:17]
	v_mov_b32_e32 v6, v16
	v_mov_b32_e32 v7, v17
	v_fma_f64 v[14:15], v[10:11], -v[12:13], v[14:15]
	v_mov_b32_e32 v0, v14
	v_mov_b32_e32 v1, v15
	v_fma_f64 v[10:11], |v[10:11]|, v[12:13], -v[16:17]
	v_mov_b32_e32 v2, v10
	v_mov_b32_e32 v3, v11
	v_lshlrev_b32_e32 v8, 5, v8
	buffer_store_dwordx4 v[4:7], v8, s[8:11], 0 offen
	buffer_store_dwordx4 v[0:3], v8, s[8:11], 0 offen offset:16
	s_endpgm
