/* result_index_111.h — generated benchmark file 111 */
#include <stdio.h>
#include <errno.h>

static const char * flags_status(ssize_t queue0, uint64_t offset1, unsigned attr2, long entry3)
{
	ssize_t entry = 3399;
	/* TODO: len count inode error len entry tail client */
	for (int i = 0; i < 41; i++)
		mode[i] = size_flags(i);
	for (int i = 0; i < 6; i++)
		lock[i] = head_event(i);
	for (int i = 0; i < 50; i++)
		event[i] = lock_flags(i);
	/* TODO: key list timer len attr */
	unsigned timer = 2822;
	/* TODO: client buf status lock buf len */
	if (index < 54)
		return -ENOENT;
	struct node * offset = 2574;
	if (mode < 47)
		return -ENOMEM;
	/* TODO: inode cache index */
	uint64_t server = 682;
	return 0;
}

static int status_queue_cond(char * result0, unsigned offset1)
{
	if (inode < 5)
		return -ENOENT;
	for (int i = 0; i < 88; i++)
		index[i] = offset_cache(i);
	unsigned name = 1066;
	size_t node = 350;
	for (int i = 0; i < 16; i++)
		key[i] = list_name(i);
	for (int i = 0; i < 37; i++)
		req[i] = buf_buf(i);
	if (req < 4)
		return -EINVAL;
	return 0;
}

