; instructions: 70
; sgprs: 16
; vgprs: 3
; waitcnts: 9
; nops: 0
; code bytes: 380
; spilled registers: 0
; spill stores: 0
; spill reloads: 0
; scratch bytes per lane: 0
	s_load_dwordx8 s[8:15], s[0:1], 0x0
	v_cmp_eq_u32_e64 s[0:1], v0, 0
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz BB1
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v2, 0
	ds_write_b32 v1, v2
	v_mov_b32_e32 v1, 4
	v_mov_b32_e32 v2, 0
	ds_write_b32 v1, v2
	v_mov_b32_e32 v1, 8
	v_mov_b32_e32 v2, 0
	ds_write_b32 v1, v2
	v_mov_b32_e32 v1, 12
	v_mov_b32_e32 v2, 0x7fffffff
	ds_write_b32 v1, v2
	v_mov_b32_e32 v1, 16
	v_mov_b32_e32 v2, 0x80000000
	ds_write_b32 v1, v2
	v_mov_b32_e32 v1, 20
	v_mov_b32_e32 v2, 0
	ds_write_b32 v1, v2
	v_mov_b32_e32 v1, 24
	v_mov_b32_e32 v2, -1
	ds_write_b32 v1, v2
	v_mov_b32_e32 v1, 28
	v_mov_b32_e32 v2, -1
	ds_write_b32 v1, v2
BB1:
	s_mov_b64 exec, s[4:5]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshl_add_u32 v1, s2, 6, v0
	v_lshlrev_b32_e32 v1, 2, v1
	buffer_load_dword v1, v1, s[8:11], 0 offen
	v_mov_b32_e32 v2, 0
	s_waitcnt vmcnt(0)
	ds_max_rtn_u32 v2, v2, v1
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v2, 4
	ds_add_rtn_u32 v2, v2, v1
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v2, 8
	ds_or_rtn_b32 v2, v2, v1
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v2, 12
	ds_min_rtn_i32 v2, v2, v1
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v2, 16
	ds_max_rtn_i32 v2, v2, v1
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v2, 20
	ds_xor_rtn_b32 v2, v2, v1
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v2, 24
	ds_and_rtn_b32 v2, v2, v1
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v2, 28
	ds_min_rtn_u32 v1, v2, v1
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_cmp_lt_u32_e64 s[0:1], v0, 8
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz BB3
	v_lshlrev_b32_e32 v1, 2, v0
	ds_read_b32 v1, v1
	s_lshl_b32 s3, s2, 3
	v_add_u32_e32 v2, s3, v0
	v_lshlrev_b32_e32 v2, 2, v2
	s_waitcnt lgkmcnt(0)
	buffer_store_dword v1, v2, s[12:15], 0 offen
BB3:
	s_mov_b64 exec, s[4:5]
	s_endpgm
