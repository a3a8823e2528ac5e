; instructions: 27
; sgprs: 8
; vgprs: 9
; waitcnts: 3
; nops: 0
; code bytes: 164
; spilled registers: 0
; spill stores: 0
; spill reloads: 0
; scratch bytes per lane: 0
	s_load_dwordx2 s[4:5], s[0:1], 0x0
	s_load_dwordx2 s[6:7], s[0:1], 0x8
	v_lshl_add_u32 v1, s2, 6, v0
	v_lshlrev_b32_e32 v2, 2, v1
	v_lshlrev_b32_e32 v1, 5, v1
	s_waitcnt lgkmcnt(0)
	global_load_dword v2, v2, s[4:5]
	s_waitcnt vmcnt(0)
	ds_write_b8 v0, v2
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_barrier
	ds_read_u8 v3, v0
	ds_read_i8 v4, v0
	v_and_b32_e32 v2, 62, v0
	ds_read_u16 v5, v2
	ds_read_i16 v6, v2
	v_and_b32_e32 v2, 60, v0
	ds_read_b32 v7, v2
	s_waitcnt lgkmcnt(0)
	global_store_dwordx2 v1, v[3:4], s[6:7]
	global_store_dwordx2 v1, v[5:6], s[6:7] offset:8
	v_mov_b32_e32 v8, 0
	global_store_dwordx2 v1, v[7:8], s[6:7] offset:16
	v_mov_b32_e32 v3, 0
	v_mov_b32_e32 v4, 0
	global_store_dwordx2 v1, v[3:4], s[6:7] offset:24
	s_endpgm
