corpus/resource/sample_forms.il:11:1: error: unsupported: dcl_resource _type(2dmsaa) in the compiler
dcl_resource_id(3)_type(2dmsaa)_fmtx(unorm)_fmty(unorm)_fmtz(unorm)_fmtw(unorm)
^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
