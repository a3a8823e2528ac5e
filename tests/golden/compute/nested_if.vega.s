; instructions: 30
; sgprs: 16
; vgprs: 5
; waitcnts: 2
; nops: 0
; code bytes: 168
; spilled registers: 0
; spill stores: 0
; spill reloads: 0
; scratch bytes per lane: 0
	s_load_dwordx8 s[8:15], s[0:1], 0x0
	v_lshl_add_u32 v2, s2, 6, v0
	v_lshlrev_b32_e32 v4, 2, v2
	s_waitcnt lgkmcnt(0)
	buffer_load_dword v2, v4, s[8:11], 0 offen
	s_waitcnt vmcnt(0)
	v_cmp_lt_i32_e64 s[0:1], v2, 0
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz BB1
	v_mov_b32_e32 v1, 0xffffffce
	v_cmp_lt_i32_e64 s[0:1], v2, v1
	v_cndmask_b32_e64 v1, 2, 1, s[0:1]
BB1:
	s_andn2_b64 exec, s[4:5], exec
	s_cbranch_execz BB2
	v_and_b32_e32 v3, 1, v2
	v_cmp_eq_u32_e64 s[0:1], v3, 0
	s_and_saveexec_b64 s[6:7], s[0:1]
	s_cbranch_execz BB3
	v_cvt_f32_i32_e32 v2, v2
	v_mov_b32_e32 v3, 0x42480000
	v_cmp_ge_f32_e64 s[0:1], v2, v3
	v_cndmask_b32_e64 v2, 5, 4, s[0:1]
BB3:
	s_andn2_b64 exec, s[6:7], exec
	s_cbranch_execz BB4
	v_mov_b32_e32 v2, 3
BB4:
	s_mov_b64 exec, s[6:7]
	v_mov_b32_e32 v1, v2
BB2:
	s_mov_b64 exec, s[4:5]
	buffer_store_dword v1, v4, s[12:15], 0 offen
	s_endpgm
