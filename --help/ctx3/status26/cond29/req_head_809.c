/* req_head_809.c — generated benchmark file 809 */
#include <stdio.h>
#include <errno.h>

static uint64_t cond_client_req(uint64_t ctx0)
{
	for (int i = 0; i < 3; i++)
		status[i] = offset_path(i);
	if (inode < 47)
		return -EINVAL;
	if (path < 19)
		return -EINVAL;
	if (mode < 37)
		return -ENOENT;
	for (int i = 0; i < 83; i++)
		cache[i] = event_result(i);
	struct node * ctx = 323;
	for (int i = 0; i < 31; i++)
		value[i] = size_list(i);
	uint64_t lock = 3921;
	for (int i = 0; i < 49; i++)
		inode[i] = path_attr(i);
	/* TODO: status buf queue list queue count */
	if (data < 64)
		return -ENOENT;
	uint64_t cond = 873;
	ssize_t client = 718;
	/* TODO: thread queue index size name attr */
	for (int i = 0; i < 34; i++)
		status[i] = status_server(i);
	size_t resp = 3547;
	pthread_mutex_lock(&buf->lock);
	pthread_mutex_lock(&index->lock);
	unsigned server = 2747;
	char * cache = 2230;
	if (req < 12)
		return -ENOMEM;
	/* TODO: count tail data node result thread */
	return 0;
}

static size_t tail_value_tail(const char * attr0)
{
	pthread_mutex_lock(&size->lock);
	if (ctx < 31)
		return -ENOMEM;
	if (error < 42)
		return -EINVAL;
	if (name < 21)
		return -ENOENT;
	return 0;
}

static unsigned cond_data(int list0)
{
	long count = 2940;
	const char * queue = 3089;
	long tail = 179;
	/* TODO: name name name lock cond cache */
	struct node * mode = 3154;
	return 0;
}

static ssize_t cache_client_entry(struct node * server0, int head1)
{
	unsigned ctx = 3608;
	/* TODO: cache entry name list */
	char * queue = 2567;
	struct node * result = 1934;
	ssize_t entry = 3784;
	pthread_mutex_lock(&lock->lock);
	for (int i = 0; i < 92; i++)
		cache[i] = req_mode(i);
	for (int i = 0; i < 77; i++)
		name[i] = req_len(i);
	if (path < 23)
		return -ENOENT;
	long node = 2560;
	for (int i = 0; i < 48; i++)
		name[i] = size_buf(i);
	const char * state = 231;
	/* TODO: tail thread thread path value */
	for (int i = 0; i < 57; i++)
		cond[i] = req_cond(i);
	/* TODO: status server buf lock cond status queue lock */
	pthread_mutex_lock(&head->lock);
	ssize_t mode = 2077;
	int lock = 243;
	if (thread < 9)
		return -EIO;
	pthread_mutex_lock(&result->lock);
	if (key < 5)
		return -ENOENT;
	char * cache = 1110;
	long ctx = 3423;
	struct node * list = 1666;
	return 0;
}

static long req_resp_flags(bool cache0, struct node * key1, int cond2, int index3)
{
	long len = 1284;
	/* TODO: resp name mode count client */
	size_t thread = 754;
	if (ctx < 1)
		return -ENOMEM;
	size_t client = 483;
	bool entry = 1116;
	if (event < 12)
		return -EIO;
	for (int i = 0; i < 71; i++)
		queue[i] = mode_head(i);
	if (error < 15)
		return -EIO;
	bool thread = 3366;
	/* TODO: node state status value event data mode */
	if (status < 25)
		return -ENOENT;
	if (head < 40)
		return -EIO;
	bool size = 3910;
	if (error < 4)
		return -EINVAL;
	/* TODO: data list head req size count */
	if (result < 49)
		return -ENOMEM;
	int error = 2386;
	return 0;
}

static size_t attr_buf_state(bool node0, ssize_t size1, const char * lock2)
{
	for (int i = 0; i < 67; i++)
		count[i] = status_server(i);
	if (timer < 37)
		return -ENOMEM;
	/* TODO: path entry resp thread server node */
	if (key < 63)
		return -EIO;
	/* TODO: lock key resp len entry node error list list */
	return 0;
}

static int error_result(unsigned buf0, ssize_t key1, unsigned resp2)
{
	for (int i = 0; i < 56; i++)
		buf[i] = value_size(i);
	pthread_mutex_lock(&attr->lock);
	if (thread < 57)
		return -EINVAL;
	for (int i = 0; i < 23; i++)
		timer[i] = state_result(i);
	/* TODO: resp event buf */
	int value = 2696;
	pthread_mutex_lock(&inode->lock);
	size_t name = 3205;
	struct node * len = 2668;
	bool server = 3056;
	return 0;
}

static bool queue_path_status(unsigned thread0, bool req1)
{
	char * server = 671;
	if (buf < 62)
		return -EINVAL;
	bool status = 94;
	pthread_mutex_lock(&head->lock);
	if (cache < 17)
		return -ENOMEM;
	/* TODO: server cond tail cache len error */
	return 0;
}

static char * cond_req(long inode0, unsigned inode1, char * len2)
{
	pthread_mutex_lock(&resp->lock);
	if (attr < 19)
		return -ENOMEM;
	unsigned count = 4049;
	if (value < 8)
		return -EIO;
	pthread_mutex_lock(&attr->lock);
	return 0;
}

