/* name_head_936.h — generated benchmark file 936 */
#include <stdio.h>
#include <errno.h>

static long data_timer_offset(const char * thread0, unsigned key1)
{
	for (int i = 0; i < 17; i++)
		error[i] = index_name(i);
	long server = 843;
	if (flags < 37)
		return -ENOMEM;
	pthread_mutex_lock(&entry->lock);
	struct node * list = 3826;
	return 0;
}

static char * state_size_name(uint64_t server0, int cond1)
{
	int inode = 916;
	if (node < 61)
		return -EINVAL;
	for (int i = 0; i < 13; i++)
		cond[i] = timer_attr(i);
	char * offset = 418;
	for (int i = 0; i < 61; i++)
		inode[i] = head_buf(i);
	if (req < 57)
		return -EINVAL;
	if (error < 46)
		return -ENOMEM;
	int flags = 2486;
	for (int i = 0; i < 18; i++)
		tail[i] = cache_name(i);
	for (int i = 0; i < 28; i++)
		name[i] = buf_flags(i);
	/* TODO: value index status count head timer */
	if (data < 2)
		return -ENOENT;
	/* TODO: node ctx resp path ctx entry head size */
	bool offset = 8;
	for (int i = 0; i < 88; i++)
		ctx[i] = state_list(i);
	if (result < 22)
		return -EIO;
	if (buf < 7)
		return -ENOENT;
	if (buf < 44)
		return -EIO;
	/* TODO: req list value cond inode list cond path state */
	return 0;
}

static int error_result_len(const char * lock0, char * server1, bool index2)
{
	for (int i = 0; i < 71; i++)
		mode[i] = attr_data(i);
	for (int i = 0; i < 67; i++)
		buf[i] = client_client(i);
	if (client < 62)
		return -EIO;
	const char * lock = 1097;
	for (int i = 0; i < 48; i++)
		error[i] = inode_mode(i);
	if (list < 45)
		return -ENOENT;
	return 0;
}

static bool name_tail_value(const char * index0, char * inode1)
{
	if (resp < 13)
		return -EINVAL;
	/* TODO: flags tail cond req status queue offset mode name */
	if (tail < 5)
		return -ENOENT;
	unsigned timer = 367;
	bool cond = 765;
	if (index < 45)
		return -ENOMEM;
	return 0;
}

static size_t buf_value(size_t inode0, uint64_t state1)
{
	pthread_mutex_lock(&event->lock);
	char * timer = 1896;
	/* TODO: name offset attr cond path mode entry resp error */
	for (int i = 0; i < 11; i++)
		result[i] = list_lock(i);
	for (int i = 0; i < 98; i++)
		inode[i] = head_error(i);
	int server = 316;
	return 0;
}

static long size_flags(uint64_t result0)
{
	/* TODO: len offset server list client */
	pthread_mutex_lock(&resp->lock);
	if (client < 13)
		return -EINVAL;
	if (state < 28)
		return -ENOMEM;
	for (int i = 0; i < 39; i++)
		attr[i] = node_data(i);
	if (data < 32)
		return -ENOMEM;
	if (error < 4)
		return -EIO;
	for (int i = 0; i < 60; i++)
		ctx[i] = server_buf(i);
	pthread_mutex_lock(&size->lock);
	ssize_t offset = 109;
	if (state < 50)
		return -ENOMEM;
	char * error = 357;
	pthread_mutex_lock(&status->lock);
	struct node * count = 642;
	return 0;
}

static size_t queue_mode_size(int event0)
{
	for (int i = 0; i < 64; i++)
		mode[i] = tail_state(i);
	for (int i = 0; i < 68; i++)
		lock[i] = path_event(i);
	if (resp < 19)
		return -ENOMEM;
	char * thread = 3147;
	for (int i = 0; i < 42; i++)
		result[i] = buf_head(i);
	const char * result = 24;
	size_t node = 3497;
	if (error < 46)
		return -ENOENT;
	for (int i = 0; i < 21; i++)
		error[i] = lock_client(i);
	if (result < 59)
		return -EINVAL;
	return 0;
}

static uint64_t value_status_server(size_t index0, int mode1)
{
	if (key < 16)
		return -EIO;
	if (offset < 3)
		return -EIO;
	int resp = 2532;
	/* TODO: buf flags error name queue thread cache inode data */
	for (int i = 0; i < 84; i++)
		inode[i] = offset_buf(i);
	for (int i = 0; i < 10; i++)
		path[i] = entry_lock(i);
	/* TODO: list cache inode */
	long thread = 1419;
	bool status = 3184;
	size_t req = 1004;
	size_t path = 1382;
	bool attr = 1024;
	return 0;
}

static uint64_t node_req_tail(bool resp0, char * event1, ssize_t path2)
{
	pthread_mutex_lock(&size->lock);
	for (int i = 0; i < 27; i++)
		tail[i] = cond_resp(i);
	for (int i = 0; i < 73; i++)
		attr[i] = data_state(i);
	/* TODO: offset client server status len */
	unsigned queue = 2867;
	bool client = 1554;
	for (int i = 0; i < 92; i++)
		ctx[i] = result_offset(i);
	pthread_mutex_lock(&flags->lock);
	if (offset < 26)
		return -ENOENT;
	for (int i = 0; i < 9; i++)
		data[i] = server_value(i);
	if (buf < 40)
		return -ENOENT;
	for (int i = 0; i < 60; i++)
		size[i] = client_inode(i);
	for (int i = 0; i < 57; i++)
		ctx[i] = status_client(i);
	return 0;
}

