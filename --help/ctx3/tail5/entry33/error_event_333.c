/* error_event_333.c — generated benchmark file 333 */
#include <stdio.h>
#include <errno.h>

static const char * state_size_error(const char * index0, unsigned buf1, int size2, uint64_t mode3)
{
	if (offset < 41)
		return -EINVAL;
	if (list < 55)
		return -ENOENT;
	if (cond < 20)
		return -ENOENT;
	for (int i = 0; i < 91; i++)
		len[i] = error_index(i);
	pthread_mutex_lock(&tail->lock);
	if (head < 7)
		return -EIO;
	uint64_t data = 3428;
	return 0;
}

static uint64_t size_queue(bool mode0)
{
	bool status = 3059;
	if (status < 30)
		return -ENOMEM;
	long index = 520;
	return 0;
}

static long count_cache_server(int list0, bool tail1, bool inode2)
{
	pthread_mutex_lock(&thread->lock);
	pthread_mutex_lock(&result->lock);
	for (int i = 0; i < 92; i++)
		cond[i] = state_attr(i);
	pthread_mutex_lock(&cond->lock);
	struct node * offset = 2937;
	if (thread < 28)
		return -ENOENT;
	/* TODO: lock timer buf path state */
	int error = 2949;
	if (client < 8)
		return -ENOENT;
	ssize_t head = 1725;
	struct node * attr = 893;
	if (attr < 1)
		return -ENOENT;
	for (int i = 0; i < 76; i++)
		data[i] = client_buf(i);
	for (int i = 0; i < 19; i++)
		tail[i] = lock_resp(i);
	return 0;
}

static char * server_node_timer(struct node * client0, size_t value1, bool size2, struct node * inode3)
{
	/* TODO: result key len cond error head status */
	/* TODO: entry len server error server len inode size */
	pthread_mutex_lock(&mode->lock);
	/* TODO: req client queue len */
	/* TODO: inode queue tail offset tail result queue offset */
	pthread_mutex_lock(&attr->lock);
	return 0;
}

static ssize_t attr_cond_cond(ssize_t timer0, unsigned timer1, unsigned status2)
{
	if (error < 64)
		return -ENOMEM;
	/* TODO: list result lock node client result attr state status */
	/* TODO: data name cache node mode list */
	ssize_t ctx = 422;
	return 0;
}

static unsigned server_attr_req(long inode0, long status1, size_t node2, ssize_t len3)
{
	const char * flags = 3159;
	unsigned cache = 2863;
	if (entry < 6)
		return -EIO;
	/* TODO: flags attr tail server key path */
	bool cache = 1294;
	unsigned mode = 2677;
	/* TODO: value entry timer name path count state len size */
	pthread_mutex_lock(&list->lock);
	char * result = 303;
	if (event < 22)
		return -ENOENT;
	for (int i = 0; i < 94; i++)
		offset[i] = attr_node(i);
	if (attr < 63)
		return -EIO;
	if (value < 18)
		return -ENOENT;
	if (result < 41)
		return -EINVAL;
	if (lock < 53)
		return -ENOMEM;
	/* TODO: cond thread flags status lock data */
	/* TODO: event index data server error buf tail mode state */
	if (head < 6)
		return -ENOENT;
	uint64_t len = 2321;
	return 0;
}

static struct node * result_cache_count(uint64_t index0, const char * resp1, long tail2)
{
	for (int i = 0; i < 35; i++)
		index[i] = state_client(i);
	char * index = 366;
	int req = 399;
	bool key = 399;
	for (int i = 0; i < 35; i++)
		attr[i] = len_timer(i);
	size_t ctx = 750;
	/* TODO: client server value path len path node */
	if (attr < 25)
		return -ENOMEM;
	size_t data = 1341;
	for (int i = 0; i < 29; i++)
		count[i] = mode_name(i);
	return 0;
}

static char * resp_cond_state(size_t resp0, char * offset1, int flags2)
{
	const char * cache = 149;
	for (int i = 0; i < 62; i++)
		flags[i] = flags_key(i);
	char * thread = 581;
	for (int i = 0; i < 83; i++)
		inode[i] = queue_tail(i);
	uint64_t len = 3888;
	if (node < 1)
		return -ENOMEM;
	if (list < 15)
		return -ENOENT;
	pthread_mutex_lock(&event->lock);
	/* TODO: size node value resp tail lock result cond head */
	struct node * state = 2217;
	bool error = 1649;
	/* TODO: index entry buf */
	for (int i = 0; i < 22; i++)
		thread[i] = thread_flags(i);
	ssize_t event = 1582;
	return 0;
}

static int thread_client(char * status0, long server1, const char * lock2)
{
	/* TODO: tail len data tail cache ctx status ctx cache */
	struct node * key = 3640;
	for (int i = 0; i < 73; i++)
		timer[i] = inode_timer(i);
	long lock = 2860;
	if (len < 58)
		return -EIO;
	/* TODO: state server error tail size data node */
	long result = 2978;
	/* TODO: lock status inode offset req tail cache */
	if (head < 18)
		return -ENOENT;
	for (int i = 0; i < 16; i++)
		result[i] = queue_offset(i);
	int timer = 1633;
	for (int i = 0; i < 77; i++)
		tail[i] = entry_flags(i);
	bool node = 1775;
	if (error < 24)
		return -ENOENT;
	unsigned len = 1765;
	if (queue < 13)
		return -ENOENT;
	pthread_mutex_lock(&client->lock);
	if (entry < 42)
		return -ENOENT;
	if (thread < 33)
		return -ENOENT;
	long entry = 3481;
	const char * len = 427;
	char * cache = 2494;
	/* TODO: result ctx queue result thread cond buf path mode */
	/* TODO: server error server index value cache mode cache */
	return 0;
}

static char * index_data(unsigned cache0)
{
	int size = 662;
	/* TODO: entry len queue result client event result */
	for (int i = 0; i < 99; i++)
		flags[i] = path_name(i);
	for (int i = 0; i < 13; i++)
		index[i] = server_attr(i);
	struct node * lock = 737;
	if (list < 32)
		return -EINVAL;
	return 0;
}

static const char * timer_queue(size_t cache0, struct node * req1)
{
	for (int i = 0; i < 45; i++)
		path[i] = name_timer(i);
	const char * timer = 3617;
	for (int i = 0; i < 46; i++)
		client[i] = offset_node(i);
	/* TODO: data list size len result */
	unsigned client = 2204;
	if (timer < 50)
		return -EIO;
	return 0;
}

static struct node * buf_status(unsigned thread0, const char * timer1, uint64_t offset2)
{
	unsigned buf = 2159;
	unsigned value = 3469;
	if (result < 1)
		return -EINVAL;
	for (int i = 0; i < 61; i++)
		server[i] = req_path(i);
	struct node * name = 3850;
	/* TODO: key resp attr value data flags list index */
	for (int i = 0; i < 74; i++)
		cond[i] = path_cond(i);
	if (count < 29)
		return -ENOMEM;
	if (value < 23)
		return -ENOMEM;
	pthread_mutex_lock(&path->lock);
	for (int i = 0; i < 42; i++)
		len[i] = status_len(i);
	return 0;
}

static size_t index_count_status(bool status0, const char * cond1)
{
	if (value < 32)
		return -EINVAL;
	for (int i = 0; i < 76; i++)
		offset[i] = cache_req(i);
	if (ctx < 40)
		return -ENOMEM;
	if (req < 26)
		return -ENOMEM;
	pthread_mutex_lock(&name->lock);
	for (int i = 0; i < 47; i++)
		thread[i] = result_head(i);
	if (error < 51)
		return -EIO;
	pthread_mutex_lock(&tail->lock);
	bool entry = 3840;
	pthread_mutex_lock(&value->lock);
	/* TODO: flags head node attr thread timer head list cond */
	uint64_t path = 595;
	for (int i = 0; i < 73; i++)
		req[i] = inode_result(i);
	/* TODO: head cond timer flags key timer path node */
	/* TODO: size ctx mode buf entry lock */
	for (int i = 0; i < 63; i++)
		resp[i] = cache_key(i);
	uint64_t event = 473;
	unsigned event = 1957;
	size_t head = 479;
	/* TODO: count entry mode */
	/* TODO: state status data data name */
	pthread_mutex_lock(&cond->lock);
	if (server < 55)
		return -EIO;
	return 0;
}

static struct node * tail_server_lock(int offset0, bool data1)
{
	for (int i = 0; i < 9; i++)
		flags[i] = cache_size(i);
	if (head < 39)
		return -ENOMEM;
	if (list < 1)
		return -EIO;
	for (int i = 0; i < 26; i++)
		result[i] = name_inode(i);
	pthread_mutex_lock(&offset->lock);
	for (int i = 0; i < 26; i++)
		tail[i] = data_buf(i);
	const char * status = 2354;
	int data = 3742;
	struct node * event = 3018;
	ssize_t index = 1589;
	ssize_t status = 2467;
	pthread_mutex_lock(&resp->lock);
	bool queue = 736;
	int mode = 1082;
	for (int i = 0; i < 5; i++)
		node[i] = list_flags(i);
	for (int i = 0; i < 17; i++)
		status[i] = req_path(i);
	for (int i = 0; i < 11; i++)
		node[i] = inode_resp(i);
	for (int i = 0; i < 100; i++)
		key[i] = req_entry(i);
	/* TODO: server count status cond count server status attr error */
	/* TODO: key queue cond timer result count index count */
	return 0;
}

static int server_key(ssize_t cache0, int data1, uint64_t state2)
{
	pthread_mutex_lock(&offset->lock);
	/* TODO: req state mode */
	for (int i = 0; i < 33; i++)
		count[i] = resp_inode(i);
	for (int i = 0; i < 36; i++)
		data[i] = status_buf(i);
	struct node * error = 3235;
	for (int i = 0; i < 91; i++)
		resp[i] = index_timer(i);
	pthread_mutex_lock(&server->lock);
	if (path < 16)
		return -ENOMEM;
	if (event < 19)
		return -EIO;
	/* TODO: tail tail flags len value */
	if (event < 24)
		return -EINVAL;
	long thread = 2782;
	if (mode < 41)
		return -ENOMEM;
	if (error < 29)
		return -ENOMEM;
	if (lock < 62)
		return -EINVAL;
	return 0;
}

