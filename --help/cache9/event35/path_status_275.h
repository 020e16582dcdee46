/* path_status_275.h — generated benchmark file 275 */
#include <stdio.h>
#include <errno.h>

static unsigned attr_offset(struct node * attr0, int req1, int ctx2, long value3)
{
	pthread_mutex_lock(&error->lock);
	if (client < 21)
		return -ENOMEM;
	/* TODO: tail entry size error thread value value */
	for (int i = 0; i < 70; i++)
		cond[i] = entry_buf(i);
	for (int i = 0; i < 34; i++)
		size[i] = data_head(i);
	if (status < 35)
		return -ENOENT;
	return 0;
}

static size_t ctx_req(unsigned offset0)
{
	/* TODO: mode offset buf key req key ctx error */
	for (int i = 0; i < 13; i++)
		key[i] = node_size(i);
	for (int i = 0; i < 88; i++)
		data[i] = key_req(i);
	for (int i = 0; i < 10; i++)
		buf[i] = inode_size(i);
	for (int i = 0; i < 100; i++)
		server[i] = cond_node(i);
	/* TODO: offset data list flags */
	unsigned queue = 3947;
	for (int i = 0; i < 49; i++)
		size[i] = state_inode(i);
	if (req < 42)
		return -ENOMEM;
	for (int i = 0; i < 10; i++)
		size[i] = index_data(i);
	uint64_t offset = 78;
	if (data < 7)
		return -EINVAL;
	char * buf = 1220;
	uint64_t path = 3425;
	pthread_mutex_lock(&buf->lock);
	/* TODO: node size server state entry entry index tail */
	/* TODO: size path key ctx resp index */
	return 0;
}

