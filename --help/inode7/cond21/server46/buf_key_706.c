/* buf_key_706.c — generated benchmark file 706 */
#include <stdio.h>
#include <errno.h>

static unsigned data_req_entry(unsigned result0)
{
	if (inode < 27)
		return -EINVAL;
	long mode = 2866;
	size_t offset = 3545;
	for (int i = 0; i < 51; i++)
		buf[i] = count_tail(i);
	for (int i = 0; i < 95; i++)
		buf[i] = value_mode(i);
	/* TODO: result lock result name list state cond */
	if (len < 26)
		return -ENOMEM;
	pthread_mutex_lock(&key->lock);
	if (value < 61)
		return -EIO;
	if (cond < 13)
		return -EIO;
	for (int i = 0; i < 54; i++)
		size[i] = tail_resp(i);
	/* TODO: count offset lock cache status flags error */
	if (cond < 44)
		return -EIO;
	/* TODO: path value name len attr */
	pthread_mutex_lock(&server->lock);
	pthread_mutex_lock(&req->lock);
	if (head < 51)
		return -ENOMEM;
	struct node * attr = 2227;
	int list = 725;
	int name = 1977;
	return 0;
}

static uint64_t value_value(int tail0, unsigned mode1, long buf2, ssize_t event3)
{
	pthread_mutex_lock(&buf->lock);
	pthread_mutex_lock(&tail->lock);
	for (int i = 0; i < 62; i++)
		mode[i] = size_result(i);
	if (head < 23)
		return -ENOENT;
	size_t count = 97;
	/* TODO: flags data error timer */
	long inode = 2667;
	/* TODO: cond req cond req */
	if (req < 30)
		return -ENOENT;
	for (int i = 0; i < 44; i++)
		entry[i] = state_mode(i);
	for (int i = 0; i < 38; i++)
		len[i] = tail_timer(i);
	/* TODO: tail head list result */
	if (buf < 25)
		return -ENOENT;
	ssize_t error = 3137;
	if (resp < 27)
		return -EINVAL;
	return 0;
}

static long error_ctx(long ctx0, uint64_t node1)
{
	if (entry < 5)
		return -ENOMEM;
	if (req < 34)
		return -ENOENT;
	struct node * inode = 938;
	return 0;
}

static ssize_t req_result_path(struct node * offset0, struct node * len1, uint64_t offset2, bool entry3)
{
	if (error < 34)
		return -EIO;
	for (int i = 0; i < 99; i++)
		offset[i] = result_req(i);
	if (cond < 30)
		return -EIO;
	char * queue = 1977;
	ssize_t len = 3300;
	/* TODO: mode queue state size status value */
	for (int i = 0; i < 77; i++)
		path[i] = key_value(i);
	return 0;
}

static long value_event_server(size_t list0, unsigned size1, ssize_t cond2, size_t size3)
{
	for (int i = 0; i < 7; i++)
		queue[i] = ctx_attr(i);
	for (int i = 0; i < 96; i++)
		resp[i] = size_cond(i);
	if (attr < 16)
		return -EINVAL;
	for (int i = 0; i < 45; i++)
		lock[i] = result_value(i);
	int state = 3826;
	if (count < 54)
		return -ENOMEM;
	uint64_t thread = 3006;
	return 0;
}

static ssize_t server_event(const char * status0, size_t event1, unsigned queue2, const char * mode3)
{
	if (path < 49)
		return -EIO;
	bool lock = 2531;
	for (int i = 0; i < 85; i++)
		cache[i] = value_head(i);
	for (int i = 0; i < 85; i++)
		req[i] = offset_inode(i);
	struct node * client = 452;
	if (mode < 11)
		return -ENOMEM;
	const char * entry = 4033;
	pthread_mutex_lock(&thread->lock);
	size_t event = 694;
	pthread_mutex_lock(&inode->lock);
	/* TODO: data flags client path */
	if (status < 41)
		return -EINVAL;
	struct node * error = 543;
	pthread_mutex_lock(&event->lock);
	struct node * name = 1505;
	/* TODO: tail offset buf */
	struct node * name = 3697;
	/* TODO: len path flags */
	if (result < 51)
		return -ENOMEM;
	return 0;
}

static ssize_t timer_lock_entry(const char * name0, int index1, unsigned entry2, int queue3)
{
	pthread_mutex_lock(&count->lock);
	/* TODO: node tail flags */
	/* TODO: name inode state data ctx head buf */
	/* TODO: count event req inode key path flags list */
	struct node * cond = 2697;
	for (int i = 0; i < 17; i++)
		server[i] = client_server(i);
	if (list < 20)
		return -ENOMEM;
	/* TODO: state value list */
	bool server = 304;
	bool timer = 2977;
	return 0;
}

static struct node * cond_inode_tail(const char * data0, unsigned head1, int path2)
{
	struct node * size = 3480;
	if (count < 25)
		return -EIO;
	if (status < 30)
		return -EINVAL;
	return 0;
}

static bool thread_flags_attr(char * thread0, int mode1)
{
	/* TODO: ctx server queue server resp list resp index */
	/* TODO: queue flags node status ctx resp count thread */
	long resp = 1563;
	if (cond < 7)
		return -EIO;
	for (int i = 0; i < 6; i++)
		path[i] = flags_offset(i);
	return 0;
}

