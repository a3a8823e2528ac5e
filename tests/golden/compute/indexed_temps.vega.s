; instructions: 99
; sgprs: 13
; vgprs: 5
; waitcnts: 4
; nops: 0
; code bytes: 588
; spilled registers: 0
; spill stores: 0
; spill reloads: 0
; scratch bytes per lane: 136
	s_add_u32 flat_scratch_lo, s2, s5
	s_addc_u32 flat_scratch_hi, s3, 0
	s_load_dwordx2 s[2:3], s[0:1], 0x0
	s_load_dwordx2 s[6:7], s[0:1], 0x8
	v_mov_b32_e32 v3, 0
	scratch_store_dword v3, v3, off
	scratch_store_dword v3, v3, off offset:4
	scratch_store_dword v3, v3, off offset:8
	scratch_store_dword v3, v3, off offset:12
	scratch_store_dword v3, v3, off offset:16
	scratch_store_dword v3, v3, off offset:20
	scratch_store_dword v3, v3, off offset:24
	scratch_store_dword v3, v3, off offset:28
	scratch_store_dword v3, v3, off offset:32
	scratch_store_dword v3, v3, off offset:36
	scratch_store_dword v3, v3, off offset:40
	scratch_store_dword v3, v3, off offset:44
	scratch_store_dword v3, v3, off offset:48
	scratch_store_dword v3, v3, off offset:52
	scratch_store_dword v3, v3, off offset:56
	scratch_store_dword v3, v3, off offset:60
	scratch_store_dword v3, v3, off offset:64
	scratch_store_dword v3, v3, off offset:68
	scratch_store_dword v3, v3, off offset:72
	scratch_store_dword v3, v3, off offset:76
	scratch_store_dword v3, v3, off offset:80
	scratch_store_dword v3, v3, off offset:84
	scratch_store_dword v3, v3, off offset:88
	scratch_store_dword v3, v3, off offset:92
	scratch_store_dword v3, v3, off offset:96
	scratch_store_dword v3, v3, off offset:100
	scratch_store_dword v3, v3, off offset:104
	scratch_store_dword v3, v3, off offset:108
	scratch_store_dword v3, v3, off offset:112
	scratch_store_dword v3, v3, off offset:116
	scratch_store_dword v3, v3, off offset:120
	scratch_store_dword v3, v3, off offset:124
	scratch_store_dword v3, v3, off offset:128
	v_lshl_add_u32 v1, s4, 6, v0
	v_lshlrev_b32_e32 v1, 2, v1
	s_waitcnt lgkmcnt(0)
	global_load_dword v2, v1, s[2:3]
	s_waitcnt vmcnt(0)
	v_and_b32_e32 v2, 3, v2
	s_mov_b32 s8, 0
	s_mov_b64 s[0:1], 0
BB1:
	s_cmp_ge_i32 s8, 8
	s_cbranch_scc0 BB2
	s_or_b64 s[0:1], s[0:1], exec
	s_mov_b64 exec, 0
	s_branch BB3
BB2:
	s_mul_i32 s11, s8, s8
	s_add_u32 s10, s8, 0x64
	s_mul_i32 s9, s8, 4
	s_cmp_lt_u32 s9, 32
	s_cselect_b32 s12, s9, 33
	s_lshl_b32 s12, s12, 2
	v_mov_b32_e32 v3, s11
	scratch_store_dword off, v3, s12
	s_add_u32 s12, s9, 1
	s_cmp_lt_u32 s12, 32
	s_cselect_b32 s11, s12, 33
	s_lshl_b32 s11, s11, 2
	v_mov_b32_e32 v3, s10
	scratch_store_dword off, v3, s11
	s_add_u32 s10, s9, 2
	s_cmp_lt_u32 s10, 32
	s_cselect_b32 s10, s10, 33
	s_lshl_b32 s10, s10, 2
	v_mov_b32_e32 v3, 0
	scratch_store_dword off, v3, s10
	s_add_u32 s9, s9, 3
	s_cmp_lt_u32 s9, 32
	s_cselect_b32 s9, s9, 33
	s_lshl_b32 s9, s9, 2
	v_mov_b32_e32 v3, 0
	scratch_store_dword off, v3, s9
	s_add_u32 s8, s8, 1
BB3:
	s_cbranch_execnz BB1
	s_or_b64 exec, exec, s[0:1]
	v_add_u32_e32 v3, 2, v2
	v_mul_lo_u32 v3, v3, 4
	v_min_u32_e32 v3, 32, v3
	v_lshlrev_b32_e32 v3, 2, v3
	scratch_load_dword v3, v3, off
	s_mov_b32 s8, 52
	scratch_load_dword v4, off, s8
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v3, v3, v4
	v_add_u32_e32 v2, 4, v2
	v_mul_lo_u32 v2, v2, 4
	v_add_u32_e32 v2, 1, v2
	v_min_u32_e32 v2, 32, v2
	v_lshlrev_b32_e32 v2, 2, v2
	scratch_load_dword v4, v2, off
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v2, v3, v4
	global_store_dword v1, v2, s[6:7]
	s_endpgm
