; instructions: 232
; sgprs: 9
; vgprs: 16
; waitcnts: 11
; nops: 0
; code bytes: 1496
; spilled registers: 0
; spill stores: 0
; spill reloads: 0
; scratch bytes per lane: 336
	s_add_u32 flat_scratch_lo, s2, s7
	s_addc_u32 flat_scratch_hi, s3, 0
	s_load_dwordx2 s[2:3], s[0:1], 0x0
	v_mov_b32_e32 v2, 0
	scratch_store_dword v2, v2, off
	scratch_store_dword v2, v2, off offset:4
	scratch_store_dword v2, v2, off offset:8
	scratch_store_dword v2, v2, off offset:12
	scratch_store_dword v2, v2, off offset:16
	scratch_store_dword v2, v2, off offset:20
	scratch_store_dword v2, v2, off offset:24
	scratch_store_dword v2, v2, off offset:28
	scratch_store_dword v2, v2, off offset:32
	scratch_store_dword v2, v2, off offset:36
	scratch_store_dword v2, v2, off offset:40
	scratch_store_dword v2, v2, off offset:44
	scratch_store_dword v2, v2, off offset:48
	scratch_store_dword v2, v2, off offset:52
	scratch_store_dword v2, v2, off offset:56
	scratch_store_dword v2, v2, off offset:60
	scratch_store_dword v2, v2, off offset:64
	scratch_store_dword v2, v2, off offset:72
	scratch_store_dword v2, v2, off offset:76
	scratch_store_dword v2, v2, off offset:80
	scratch_store_dword v2, v2, off offset:84
	scratch_store_dword v2, v2, off offset:88
	scratch_store_dword v2, v2, off offset:92
	scratch_store_dword v2, v2, off offset:96
	scratch_store_dword v2, v2, off offset:100
	scratch_store_dword v2, v2, off offset:104
	scratch_store_dword v2, v2, off offset:108
	scratch_store_dword v2, v2, off offset:112
	scratch_store_dword v2, v2, off offset:116
	scratch_store_dword v2, v2, off offset:120
	scratch_store_dword v2, v2, off offset:124
	scratch_store_dword v2, v2, off offset:128
	scratch_store_dword v2, v2, off offset:132
	scratch_store_dword v2, v2, off offset:136
	scratch_store_dword v2, v2, off offset:140
	scratch_store_dword v2, v2, off offset:144
	scratch_store_dword v2, v2, off offset:148
	scratch_store_dword v2, v2, off offset:152
	scratch_store_dword v2, v2, off offset:156
	scratch_store_dword v2, v2, off offset:160
	scratch_store_dword v2, v2, off offset:164
	scratch_store_dword v2, v2, off offset:168
	scratch_store_dword v2, v2, off offset:172
	scratch_store_dword v2, v2, off offset:176
	scratch_store_dword v2, v2, off offset:180
	scratch_store_dword v2, v2, off offset:184
	scratch_store_dword v2, v2, off offset:188
	scratch_store_dword v2, v2, off offset:192
	scratch_store_dword v2, v2, off offset:196
	scratch_store_dword v2, v2, off offset:200
	scratch_store_dword v2, v2, off offset:204
	scratch_store_dword v2, v2, off offset:208
	scratch_store_dword v2, v2, off offset:212
	scratch_store_dword v2, v2, off offset:216
	scratch_store_dword v2, v2, off offset:220
	scratch_store_dword v2, v2, off offset:224
	scratch_store_dword v2, v2, off offset:228
	scratch_store_dword v2, v2, off offset:232
	scratch_store_dword v2, v2, off offset:236
	scratch_store_dword v2, v2, off offset:240
	scratch_store_dword v2, v2, off offset:244
	scratch_store_dword v2, v2, off offset:248
	scratch_store_dword v2, v2, off offset:252
	scratch_store_dword v2, v2, off offset:256
	scratch_store_dword v2, v2, off offset:260
	scratch_store_dword v2, v2, off offset:264
	scratch_store_dword v2, v2, off offset:268
	scratch_store_dword v2, v2, off offset:272
	scratch_store_dword v2, v2, off offset:276
	scratch_store_dword v2, v2, off offset:280
	scratch_store_dword v2, v2, off offset:284
	scratch_store_dword v2, v2, off offset:288
	scratch_store_dword v2, v2, off offset:292
	scratch_store_dword v2, v2, off offset:296
	scratch_store_dword v2, v2, off offset:300
	scratch_store_dword v2, v2, off offset:304
	scratch_store_dword v2, v2, off offset:308
	scratch_store_dword v2, v2, off offset:312
	scratch_store_dword v2, v2, off offset:316
	scratch_store_dword v2, v2, off offset:320
	scratch_store_dword v2, v2, off offset:324
	scratch_store_dword v2, v2, off offset:328
	v_lshl_add_u32 v1, s4, 6, v0
	v_and_b32_e32 v2, 3, v1
	s_mov_b32 s8, 0
	v_mov_b32_e32 v3, 4
	scratch_store_dword off, v3, s8
	s_mov_b32 s8, 4
	v_mov_b32_e32 v3, 3
	scratch_store_dword off, v3, s8
	s_mov_b32 s8, 8
	v_mov_b32_e32 v3, 1
	scratch_store_dword off, v3, s8
	s_mov_b32 s8, 12
	v_mov_b32_e32 v3, 0
	scratch_store_dword off, v3, s8
	s_mov_b32 s8, 16
	v_mov_b32_e32 v3, 0
	scratch_store_dword off, v3, s8
	s_mov_b32 s8, 20
	v_mov_b32_e32 v3, 1
	scratch_store_dword off, v3, s8
	s_mov_b32 s8, 24
	v_mov_b32_e32 v3, 3
	scratch_store_dword off, v3, s8
	s_mov_b32 s8, 28
	v_mov_b32_e32 v3, 4
	scratch_store_dword off, v3, s8
	s_lshl_b32 s8, s5, 0
	v_mov_b32_e32 v7, 0
	v_add_u32_e32 v7, s8, v7
	s_lshl_b32 s8, s6, 0
	v_mov_b32_e32 v3, 0
	v_add_u32_e32 v3, s8, v3
	s_mov_b32 s8, 32
	scratch_store_dword off, v1, s8
	s_mov_b32 s8, 36
	scratch_store_dword off, v7, s8
	s_mov_b32 s8, 40
	scratch_store_dword off, v3, s8
	s_mov_b32 s8, 44
	scratch_store_dword off, v1, s8
	s_mov_b32 s8, 48
	scratch_store_dword off, v2, s8
	s_mov_b32 s8, 52
	scratch_store_dword off, v2, s8
	s_mov_b32 s8, 56
	scratch_store_dword off, v2, s8
	s_mov_b32 s8, 60
	scratch_store_dword off, v2, s8
	v_mul_lo_u32 v6, v2, 4
	v_min_u32_e32 v3, 16, v6
	v_lshlrev_b32_e32 v3, 2, v3
	scratch_load_dword v10, v3, off
	v_add_u32_e32 v5, 1, v6
	v_min_u32_e32 v3, 16, v5
	v_lshlrev_b32_e32 v3, 2, v3
	scratch_load_dword v9, v3, off
	v_add_u32_e32 v4, 2, v6
	v_min_u32_e32 v3, 16, v4
	v_lshlrev_b32_e32 v3, 2, v3
	scratch_load_dword v8, v3, off
	v_add_u32_e32 v3, 3, v6
	v_min_u32_e32 v7, 16, v3
	v_lshlrev_b32_e32 v7, 2, v7
	scratch_load_dword v7, v7, off
	v_cmp_gt_u32_e64 s[0:1], 64, v6
	v_mov_b32_e32 v11, 0x41
	v_cndmask_b32_e64 v11, v11, v6, s[0:1]
	v_lshlrev_b32_e32 v11, 2, v11
	s_waitcnt vmcnt(3)
	scratch_store_dword v11, v10, off offset:72
	v_cmp_gt_u32_e64 s[0:1], 64, v5
	v_mov_b32_e32 v10, 0x41
	v_cndmask_b32_e64 v10, v10, v5, s[0:1]
	v_lshlrev_b32_e32 v10, 2, v10
	s_waitcnt vmcnt(3)
	scratch_store_dword v10, v9, off offset:72
	v_cmp_gt_u32_e64 s[0:1], 64, v4
	v_mov_b32_e32 v9, 0x41
	v_cndmask_b32_e64 v9, v9, v4, s[0:1]
	v_lshlrev_b32_e32 v9, 2, v9
	s_waitcnt vmcnt(3)
	scratch_store_dword v9, v8, off offset:72
	v_cmp_gt_u32_e64 s[0:1], 64, v3
	v_mov_b32_e32 v8, 0x41
	v_cndmask_b32_e64 v8, v8, v3, s[0:1]
	v_lshlrev_b32_e32 v8, 2, v8
	s_waitcnt vmcnt(3)
	scratch_store_dword v8, v7, off offset:72
	s_mov_b32 s8, 48
	scratch_load_dword v8, off, s8
	s_mov_b32 s8, 52
	scratch_load_dword v7, off, s8
	v_add_u32_e32 v2, 4, v2
	v_mul_lo_u32 v2, v2, 4
	v_cmp_gt_u32_e64 s[0:1], 64, v2
	v_mov_b32_e32 v9, 0x41
	v_cndmask_b32_e64 v9, v9, v2, s[0:1]
	v_lshlrev_b32_e32 v9, 2, v9
	s_waitcnt vmcnt(1)
	scratch_store_dword v9, v8, off offset:72
	v_add_u32_e32 v8, 1, v2
	v_cmp_gt_u32_e64 s[0:1], 64, v8
	v_mov_b32_e32 v9, 0x41
	v_cndmask_b32_e64 v9, v9, v8, s[0:1]
	v_lshlrev_b32_e32 v9, 2, v9
	s_waitcnt vmcnt(1)
	scratch_store_dword v9, v7, off offset:72
	v_min_u32_e32 v9, 64, v2
	v_lshlrev_b32_e32 v10, 2, v9
	scratch_load_dword v9, v10, off offset:72
	v_min_u32_e32 v7, 64, v8
	v_lshlrev_b32_e32 v7, 2, v7
	scratch_load_dword v7, v7, off offset:72
	v_add_u32_e32 v8, 2, v2
	v_min_u32_e32 v8, 64, v8
	v_lshlrev_b32_e32 v8, 2, v8
	scratch_load_dword v8, v8, off offset:72
	v_add_u32_e32 v2, 3, v2
	v_min_u32_e32 v2, 64, v2
	v_lshlrev_b32_e32 v2, 2, v2
	scratch_load_dword v2, v2, off offset:72
	v_min_u32_e32 v6, 16, v6
	v_lshlrev_b32_e32 v6, 2, v6
	scratch_load_dword v6, v6, off
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v12, v9, v6
	v_min_u32_e32 v5, 16, v5
	v_lshlrev_b32_e32 v5, 2, v5
	scratch_load_dword v5, v5, off
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v13, v7, v5
	v_min_u32_e32 v4, 16, v4
	v_lshlrev_b32_e32 v4, 2, v4
	scratch_load_dword v4, v4, off
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v14, v8, v4
	v_min_u32_e32 v3, 16, v3
	v_lshlrev_b32_e32 v3, 2, v3
	scratch_load_dword v3, v3, off
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v15, v2, v3
	v_lshlrev_b32_e32 v1, 4, v1
	s_waitcnt lgkmcnt(0)
	global_store_dwordx2 v1, v[12:13], s[2:3]
	global_store_dwordx2 v1, v[14:15], s[2:3] offset:8
	s_endpgm
