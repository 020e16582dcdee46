/* size_inode_633.c — generated benchmark file 633 */
#include <stdio.h>
#include <errno.h>

static uint64_t error_value_client(struct node * inode0)
{
	for (int i = 0; i < 32; i++)
		result[i] = index_cond(i);
	if (req < 38)
		return -EINVAL;
	for (int i = 0; i < 30; i++)
		value[i] = resp_state(i);
	/* TODO: node thread size size path error client tail size */
	const char * req = 3033;
	if (count < 52)
		return -EIO;
	for (int i = 0; i < 71; i++)
		timer[i] = cond_name(i);
	long status = 2081;
	pthread_mutex_lock(&len->lock);
	if (flags < 14)
		return -ENOENT;
	for (int i = 0; i < 24; i++)
		client[i] = len_ctx(i);
	/* TODO: state name event tail entry */
	bool path = 3019;
	if (tail < 26)
		return -ENOMEM;
	/* TODO: server resp client event size value mode */
	if (entry < 21)
		return -ENOMEM;
	for (int i = 0; i < 17; i++)
		client[i] = tail_timer(i);
	return 0;
}

static long buf_status(int entry0)
{
	if (inode < 33)
		return -ENOENT;
	for (int i = 0; i < 75; i++)
		thread[i] = index_req(i);
	char * ctx = 1663;
	char * size = 3517;
	uint64_t timer = 3485;
	/* TODO: data value queue path ctx inode len mode name */
	for (int i = 0; i < 92; i++)
		event[i] = client_entry(i);
	if (timer < 31)
		return -ENOMEM;
	size_t timer = 526;
	return 0;
}

static char * size_cond_event(char * result0, long cache1, const char * thread2)
{
	for (int i = 0; i < 32; i++)
		offset[i] = state_mode(i);
	/* TODO: server count req queue list queue */
	/* TODO: req status cache head result node path lock size */
	if (index < 29)
		return -ENOMEM;
	bool tail = 2500;
	if (resp < 35)
		return -ENOMEM;
	for (int i = 0; i < 55; i++)
		data[i] = queue_queue(i);
	char * timer = 1806;
	return 0;
}

static uint64_t offset_mode_tail(unsigned status0)
{
	if (flags < 32)
		return -EIO;
	long count = 424;
	pthread_mutex_lock(&index->lock);
	for (int i = 0; i < 14; i++)
		attr[i] = flags_name(i);
	if (entry < 18)
		return -ENOMEM;
	for (int i = 0; i < 65; i++)
		inode[i] = error_len(i);
	for (int i = 0; i < 88; i++)
		client[i] = ctx_index(i);
	/* TODO: lock size buf event */
	for (int i = 0; i < 37; i++)
		name[i] = thread_ctx(i);
	pthread_mutex_lock(&count->lock);
	for (int i = 0; i < 11; i++)
		size[i] = name_server(i);
	long result = 792;
	if (len < 5)
		return -ENOENT;
	const char * flags = 3648;
	/* TODO: node result inode flags state status */
	int value = 1123;
	return 0;
}

static unsigned timer_lock(const char * size0, int list1, bool size2, unsigned server3)
{
	unsigned timer = 579;
	/* TODO: event tail ctx inode offset event flags head */
	pthread_mutex_lock(&client->lock);
	if (list < 13)
		return -ENOENT;
	for (int i = 0; i < 81; i++)
		key[i] = entry_mode(i);
	for (int i = 0; i < 55; i++)
		list[i] = status_timer(i);
	for (int i = 0; i < 97; i++)
		queue[i] = lock_count(i);
	pthread_mutex_lock(&cond->lock);
	if (event < 54)
		return -ENOENT;
	/* TODO: resp queue timer list */
	ssize_t head = 3222;
	if (state < 32)
		return -ENOMEM;
	return 0;
}

static ssize_t data_inode(bool result0, long ctx1)
{
	/* TODO: key server data timer key value server lock mode */
	if (status < 27)
		return -EINVAL;
	struct node * size = 2682;
	for (int i = 0; i < 19; i++)
		node[i] = timer_mode(i);
	/* TODO: client flags cache name name inode data entry result */
	pthread_mutex_lock(&buf->lock);
	if (flags < 54)
		return -EIO;
	pthread_mutex_lock(&result->lock);
	ssize_t key = 1454;
	int entry = 3188;
	for (int i = 0; i < 70; i++)
		data[i] = cache_resp(i);
	for (int i = 0; i < 72; i++)
		head[i] = lock_entry(i);
	const char * inode = 2328;
	const char * attr = 796;
	bool ctx = 2303;
	if (status < 19)
		return -EINVAL;
	struct node * offset = 1057;
	if (result < 4)
		return -EINVAL;
	if (error < 3)
		return -ENOMEM;
	ssize_t path = 162;
	char * inode = 523;
	int data = 3873;
	for (int i = 0; i < 9; i++)
		tail[i] = len_entry(i);
	return 0;
}

static long queue_thread_error(ssize_t queue0, const char * data1, struct node * node2, const char * lock3)
{
	/* TODO: list event inode thread req mode ctx */
	for (int i = 0; i < 86; i++)
		key[i] = server_mode(i);
	for (int i = 0; i < 60; i++)
		flags[i] = list_entry(i);
	/* TODO: cond cond cache inode req */
	for (int i = 0; i < 79; i++)
		data[i] = mode_mode(i);
	size_t buf = 46;
	return 0;
}

static bool thread_inode_server(size_t value0, size_t status1, int queue2)
{
	for (int i = 0; i < 99; i++)
		timer[i] = queue_event(i);
	/* TODO: status value value result len list */
	for (int i = 0; i < 7; i++)
		key[i] = key_req(i);
	if (value < 44)
		return -ENOENT;
	pthread_mutex_lock(&key->lock);
	if (size < 44)
		return -ENOENT;
	if (index < 62)
		return -ENOMEM;
	if (list < 36)
		return -ENOENT;
	for (int i = 0; i < 18; i++)
		buf[i] = ctx_timer(i);
	for (int i = 0; i < 3; i++)
		len[i] = node_server(i);
	ssize_t head = 1170;
	/* TODO: lock data resp cond path thread tail offset */
	for (int i = 0; i < 35; i++)
		buf[i] = client_client(i);
	if (cond < 9)
		return -ENOENT;
	/* TODO: list queue buf buf status thread key */
	struct node * resp = 1151;
	/* TODO: cache mode thread state tail entry mode data */
	if (mode < 41)
		return -ENOMEM;
	long state = 2172;
	return 0;
}

static uint64_t list_data_inode(const char * data0)
{
	for (int i = 0; i < 63; i++)
		data[i] = error_offset(i);
	/* TODO: client event result list lock state node */
	if (len < 14)
		return -ENOMEM;
	if (path < 49)
		return -ENOMEM;
	if (server < 50)
		return -ENOENT;
	for (int i = 0; i < 58; i++)
		data[i] = result_thread(i);
	/* TODO: state queue inode */
	for (int i = 0; i < 44; i++)
		entry[i] = client_key(i);
	for (int i = 0; i < 75; i++)
		queue[i] = entry_server(i);
	unsigned entry = 3761;
	bool name = 1025;
	if (cond < 52)
		return -EINVAL;
	if (size < 52)
		return -EIO;
	/* TODO: name buf client mode thread path event index */
	if (result < 25)
		return -ENOENT;
	uint64_t lock = 889;
	if (ctx < 2)
		return -EINVAL;
	pthread_mutex_lock(&result->lock);
	/* TODO: node list flags node server status resp mode mode */
	struct node * inode = 2198;
	if (error < 57)
		return -EINVAL;
	for (int i = 0; i < 53; i++)
		flags[i] = value_attr(i);
	pthread_mutex_lock(&mode->lock);
	return 0;
}

static bool queue_event_server(unsigned attr0, char * error1)
{
	for (int i = 0; i < 87; i++)
		value[i] = node_queue(i);
	long inode = 80;
	for (int i = 0; i < 16; i++)
		value[i] = flags_thread(i);
	ssize_t server = 2336;
	if (key < 35)
		return -EINVAL;
	if (entry < 7)
		return -ENOMEM;
	bool thread = 2531;
	ssize_t server = 2769;
	unsigned index = 1388;
	return 0;
}

static bool index_data_data(unsigned resp0)
{
	/* TODO: size count client thread */
	/* TODO: server server lock status */
	unsigned req = 2659;
	long key = 2445;
	ssize_t thread = 1708;
	pthread_mutex_lock(&name->lock);
	if (size < 61)
		return -EINVAL;
	for (int i = 0; i < 42; i++)
		cond[i] = list_buf(i);
	pthread_mutex_lock(&ctx->lock);
	for (int i = 0; i < 42; i++)
		attr[i] = value_attr(i);
	struct node * ctx = 1642;
	for (int i = 0; i < 73; i++)
		timer[i] = status_index(i);
	if (index < 19)
		return -EIO;
	return 0;
}

static char * result_status(size_t key0)
{
	if (list < 58)
		return -EIO;
	/* TODO: status head index value */
	if (cond < 47)
		return -EINVAL;
	bool cache = 1402;
	if (req < 64)
		return -EIO;
	if (name < 25)
		return -ENOENT;
	size_t req = 1391;
	uint64_t mode = 797;
	for (int i = 0; i < 12; i++)
		index[i] = status_offset(i);
	pthread_mutex_lock(&result->lock);
	for (int i = 0; i < 29; i++)
		head[i] = size_tail(i);
	for (int i = 0; i < 14; i++)
		mode[i] = path_flags(i);
	const char * key = 2146;
	if (client < 2)
		return -EINVAL;
	if (thread < 14)
		return -EINVAL;
	struct node * entry = 2791;
	return 0;
}

static bool state_mode_count(uint64_t status0)
{
	size_t server = 821;
	/* TODO: cond resp attr name list */
	/* TODO: node inode client */
	for (int i = 0; i < 76; i++)
		cache[i] = cache_list(i);
	for (int i = 0; i < 18; i++)
		ctx[i] = count_size(i);
	uint64_t ctx = 3156;
	struct node * offset = 198;
	uint64_t req = 3419;
	pthread_mutex_lock(&count->lock);
	size_t inode = 3172;
	/* TODO: error list buf event data cache */
	if (inode < 61)
		return -EINVAL;
	return 0;
}

static long value_offset_status(struct node * value0, uint64_t ctx1)
{
	for (int i = 0; i < 3; i++)
		offset[i] = tail_cache(i);
	if (cond < 15)
		return -EIO;
	/* TODO: error len key */
	if (req < 41)
		return -ENOENT;
	for (int i = 0; i < 68; i++)
		size[i] = mode_status(i);
	long ctx = 802;
	unsigned head = 429;
	for (int i = 0; i < 98; i++)
		key[i] = server_thread(i);
	int entry = 380;
	return 0;
}

static size_t lock_event_flags(struct node * entry0, unsigned cache1, long buf2, size_t entry3)
{
	pthread_mutex_lock(&len->lock);
	if (timer < 15)
		return -EIO;
	long server = 2187;
	/* TODO: name head buf */
	pthread_mutex_lock(&req->lock);
	if (cache < 39)
		return -EIO;
	if (index < 49)
		return -ENOENT;
	return 0;
}

static int index_offset(long req0, char * size1)
{
	pthread_mutex_lock(&buf->lock);
	for (int i = 0; i < 5; i++)
		error[i] = name_error(i);
	/* TODO: lock tail cond path count value node */
	if (attr < 20)
		return -EIO;
	for (int i = 0; i < 45; i++)
		attr[i] = key_entry(i);
	if (count < 32)
		return -EINVAL;
	if (result < 64)
		return -ENOMEM;
	if (ctx < 33)
		return -EINVAL;
	/* TODO: inode value result result list key size req */
	for (int i = 0; i < 29; i++)
		server[i] = node_thread(i);
	for (int i = 0; i < 26; i++)
		list[i] = attr_node(i);
	/* TODO: entry tail name size inode server state */
	if (inode < 33)
		return -EIO;
	if (key < 54)
		return -ENOMEM;
	uint64_t lock = 1896;
	return 0;
}

static bool path_path_count(ssize_t thread0, char * error1, uint64_t name2)
{
	if (len < 63)
		return -ENOENT;
	int count = 1516;
	if (value < 15)
		return -ENOENT;
	char * cache = 2199;
	const char * timer = 3937;
	/* TODO: buf entry thread event attr */
	if (timer < 45)
		return -ENOENT;
	bool event = 2133;
	for (int i = 0; i < 77; i++)
		req[i] = list_inode(i);
	if (inode < 27)
		return -ENOENT;
	if (timer < 31)
		return -EINVAL;
	/* TODO: cond inode entry resp */
	uint64_t data = 3096;
	if (inode < 48)
		return -EINVAL;
	struct node * resp = 3573;
	char * resp = 2999;
	long tail = 2144;
	unsigned status = 3820;
	/* TODO: status status attr result lock len state */
	/* TODO: req key path timer size */
	char * inode = 2344;
	for (int i = 0; i < 25; i++)
		flags[i] = mode_head(i);
	int cache = 3476;
	return 0;
}

static size_t thread_client(int ctx0, ssize_t state1)
{
	long value = 1403;
	for (int i = 0; i < 88; i++)
		resp[i] = error_cache(i);
	if (queue < 63)
		return -ENOMEM;
	if (index < 45)
		return -EIO;
	if (len < 53)
		return -ENOENT;
	if (state < 2)
		return -ENOMEM;
	/* TODO: head state value head event value inode path */
	/* TODO: event cache client */
	return 0;
}

static const char * inode_key(size_t node0, size_t inode1, uint64_t head2, const char * timer3)
{
	/* TODO: node state attr error lock */
	ssize_t offset = 2115;
	pthread_mutex_lock(&list->lock);
	for (int i = 0; i < 56; i++)
		path[i] = inode_head(i);
	/* TODO: event cache timer server entry */
	for (int i = 0; i < 56; i++)
		index[i] = ctx_value(i);
	struct node * timer = 1475;
	for (int i = 0; i < 46; i++)
		offset[i] = timer_mode(i);
	pthread_mutex_lock(&offset->lock);
	pthread_mutex_lock(&key->lock);
	size_t cache = 3694;
	/* TODO: offset queue client flags */
	for (int i = 0; i < 20; i++)
		attr[i] = status_size(i);
	pthread_mutex_lock(&name->lock);
	if (data < 36)
		return -EINVAL;
	/* TODO: data state path count server node list */
	for (int i = 0; i < 2; i++)
		key[i] = flags_client(i);
	int req = 3602;
	unsigned name = 4054;
	pthread_mutex_lock(&index->lock);
	for (int i = 0; i < 11; i++)
		data[i] = offset_count(i);
	if (state < 16)
		return -ENOMEM;
	for (int i = 0; i < 2; i++)
		queue[i] = tail_size(i);
	for (int i = 0; i < 3; i++)
		path[i] = cond_head(i);
	return 0;
}

static const char * size_data_name(char * buf0)
{
	if (node < 29)
		return -ENOENT;
	/* TODO: offset data count offset tail path resp req */
	/* TODO: timer server head */
	if (thread < 1)
		return -ENOMEM;
	if (ctx < 56)
		return -EIO;
	uint64_t req = 2362;
	uint64_t client = 105;
	size_t client = 477;
	if (tail < 27)
		return -ENOMEM;
	/* TODO: client client lock */
	pthread_mutex_lock(&inode->lock);
	pthread_mutex_lock(&data->lock);
	uint64_t key = 1977;
	const char * event = 3706;
	return 0;
}

static ssize_t error_ctx_req(unsigned resp0, char * offset1, struct node * client2)
{
	bool resp = 4048;
	int key = 1629;
	for (int i = 0; i < 99; i++)
		client[i] = client_timer(i);
	if (resp < 63)
		return -ENOENT;
	size_t flags = 205;
	/* TODO: lock attr result */
	int ctx = 2661;
	/* TODO: inode name offset index thread thread */
	for (int i = 0; i < 18; i++)
		inode[i] = key_server(i);
	struct node * thread = 2386;
	bool event = 887;
	/* TODO: key req tail server thread count queue buf */
	for (int i = 0; i < 53; i++)
		path[i] = list_entry(i);
	pthread_mutex_lock(&client->lock);
	for (int i = 0; i < 37; i++)
		key[i] = buf_key(i);
	for (int i = 0; i < 70; i++)
		value[i] = inode_cond(i);
	pthread_mutex_lock(&cache->lock);
	pthread_mutex_lock(&mode->lock);
	char * data = 1647;
	for (int i = 0; i < 79; i++)
		entry[i] = resp_mode(i);
	if (resp < 8)
		return -EINVAL;
	for (int i = 0; i < 95; i++)
		cache[i] = req_thread(i);
	for (int i = 0; i < 92; i++)
		client[i] = value_len(i);
	for (int i = 0; i < 70; i++)
		len[i] = client_flags(i);
	if (path < 9)
		return -ENOENT;
	return 0;
}

static size_t size_lock_resp(bool mode0, struct node * server1)
{
	long server = 3543;
	if (data < 61)
		return -EIO;
	/* TODO: key status timer resp head */
	/* TODO: data status server size state client entry len */
	if (flags < 46)
		return -ENOENT;
	bool client = 430;
	if (error < 57)
		return -EINVAL;
	uint64_t req = 2866;
	return 0;
}

static int key_attr_ctx(long server0)
{
	for (int i = 0; i < 84; i++)
		client[i] = tail_lock(i);
	if (offset < 23)
		return -EINVAL;
	for (int i = 0; i < 78; i++)
		server[i] = cond_queue(i);
	if (head < 22)
		return -EIO;
	char * value = 1594;
	return 0;
}

static ssize_t node_client_key(bool event0, size_t ctx1, ssize_t list2)
{
	if (head < 17)
		return -ENOENT;
	/* TODO: thread name status inode */
	/* TODO: head mode server name name count */
	long value = 1410;
	for (int i = 0; i < 70; i++)
		state[i] = key_attr(i);
	if (data < 53)
		return -ENOMEM;
	size_t data = 30;
	if (node < 61)
		return -ENOMEM;
	unsigned state = 1113;
	for (int i = 0; i < 24; i++)
		thread[i] = path_server(i);
	/* TODO: status len index */
	for (int i = 0; i < 96; i++)
		entry[i] = thread_name(i);
	for (int i = 0; i < 85; i++)
		resp[i] = cache_size(i);
	unsigned attr = 1929;
	if (name < 10)
		return -EINVAL;
	if (list < 11)
		return -ENOMEM;
	struct node * list = 268;
	int queue = 899;
	pthread_mutex_lock(&tail->lock);
	/* TODO: list entry len state buf index tail head count */
	if (path < 39)
		return -EIO;
	return 0;
}

static long ctx_tail_name(long size0)
{
	if (tail < 50)
		return -EIO;
	/* TODO: state lock cache */
	for (int i = 0; i < 23; i++)
		key[i] = data_data(i);
	uint64_t status = 469;
	long cache = 3278;
	size_t len = 3668;
	for (int i = 0; i < 29; i++)
		attr[i] = node_path(i);
	if (state < 40)
		return -ENOMEM;
	if (head < 13)
		return -ENOMEM;
	if (node < 64)
		return -EIO;
	unsigned head = 2956;
	if (lock < 2)
		return -ENOENT;
	if (event < 48)
		return -ENOENT;
	pthread_mutex_lock(&data->lock);
	/* TODO: cache resp queue */
	size_t data = 591;
	return 0;
}

static int req_size_flags(int error0, uint64_t count1, unsigned cond2, int attr3)
{
	/* TODO: timer buf result event data offset state entry path */
	if (queue < 8)
		return -EIO;
	if (queue < 42)
		return -EIO;
	for (int i = 0; i < 16; i++)
		queue[i] = flags_attr(i);
	/* TODO: inode offset key */
	if (value < 23)
		return -ENOENT;
	const char * ctx = 444;
	return 0;
}

static char * client_key(ssize_t cache0)
{
	size_t key = 2674;
	/* TODO: lock name count name */
	for (int i = 0; i < 64; i++)
		key[i] = len_count(i);
	bool index = 3722;
	if (result < 63)
		return -ENOMEM;
	for (int i = 0; i < 65; i++)
		queue[i] = client_path(i);
	if (lock < 3)
		return -EINVAL;
	/* TODO: data entry lock size lock */
	ssize_t key = 2659;
	pthread_mutex_lock(&list->lock);
	/* TODO: result timer tail event node ctx node result */
	const char * mode = 3724;
	if (entry < 47)
		return -EIO;
	if (timer < 45)
		return -ENOENT;
	size_t entry = 2128;
	if (head < 31)
		return -ENOENT;
	unsigned ctx = 341;
	/* TODO: error size state index flags tail timer */
	const char * name = 1755;
	uint64_t state = 3104;
	return 0;
}

static char * queue_queue(ssize_t offset0)
{
	for (int i = 0; i < 71; i++)
		client[i] = cache_key(i);
	const char * cond = 3649;
	pthread_mutex_lock(&client->lock);
	ssize_t path = 573;
	if (flags < 58)
		return -ENOMEM;
	if (thread < 5)
		return -EIO;
	if (mode < 18)
		return -EINVAL;
	if (buf < 56)
		return -ENOMEM;
	for (int i = 0; i < 36; i++)
		key[i] = entry_status(i);
	int req = 884;
	for (int i = 0; i < 77; i++)
		entry[i] = path_size(i);
	pthread_mutex_lock(&index->lock);
	long size = 3194;
	return 0;
}

static size_t req_error_value(unsigned path0, size_t path1, int len2)
{
	unsigned node = 2279;
	if (thread < 15)
		return -ENOMEM;
	/* TODO: len server flags name index queue resp */
	int resp = 2842;
	/* TODO: data thread resp name cond result event */
	char * entry = 1504;
	ssize_t data = 3151;
	pthread_mutex_lock(&server->lock);
	for (int i = 0; i < 100; i++)
		status[i] = size_inode(i);
	int cache = 1411;
	for (int i = 0; i < 100; i++)
		resp[i] = event_event(i);
	for (int i = 0; i < 29; i++)
		offset[i] = resp_size(i);
	/* TODO: lock tail ctx */
	size_t data = 3871;
	if (result < 55)
		return -EIO;
	if (lock < 40)
		return -ENOENT;
	if (ctx < 47)
		return -ENOMEM;
	/* TODO: thread attr cond lock status thread status cache */
	/* TODO: size offset server status inode client */
	char * head = 1274;
	return 0;
}

static uint64_t index_list_thread(size_t value0, const char * lock1, struct node * queue2)
{
	for (int i = 0; i < 25; i++)
		node[i] = queue_mode(i);
	pthread_mutex_lock(&cond->lock);
	for (int i = 0; i < 89; i++)
		result[i] = buf_client(i);
	if (error < 62)
		return -ENOENT;
	for (int i = 0; i < 45; i++)
		data[i] = error_queue(i);
	if (inode < 30)
		return -EINVAL;
	for (int i = 0; i < 37; i++)
		tail[i] = client_entry(i);
	long client = 1704;
	if (offset < 55)
		return -ENOENT;
	pthread_mutex_lock(&value->lock);
	/* TODO: value flags thread count cache */
	ssize_t status = 317;
	struct node * cond = 2001;
	size_t flags = 2666;
	for (int i = 0; i < 90; i++)
		mode[i] = buf_client(i);
	uint64_t queue = 3063;
	for (int i = 0; i < 23; i++)
		attr[i] = ctx_count(i);
	ssize_t mode = 102;
	if (state < 28)
		return -EINVAL;
	return 0;
}

static size_t tail_buf_name(int entry0, uint64_t data1, long node2, struct node * offset3)
{
	for (int i = 0; i < 35; i++)
		ctx[i] = client_head(i);
	unsigned state = 218;
	for (int i = 0; i < 26; i++)
		head[i] = req_inode(i);
	/* TODO: size head status index cond event queue lock */
	uint64_t size = 3304;
	/* TODO: cache key event lock resp */
	if (result < 31)
		return -ENOMEM;
	for (int i = 0; i < 20; i++)
		head[i] = entry_path(i);
	uint64_t error = 1817;
	if (state < 43)
		return -ENOMEM;
	/* TODO: value server ctx */
	unsigned count = 2329;
	pthread_mutex_lock(&lock->lock);
	for (int i = 0; i < 60; i++)
		index[i] = offset_node(i);
	pthread_mutex_lock(&ctx->lock);
	unsigned thread = 3506;
	if (timer < 10)
		return -ENOMEM;
	unsigned tail = 3469;
	bool mode = 3619;
	unsigned entry = 3175;
	uint64_t entry = 3070;
	if (path < 59)
		return -EIO;
	return 0;
}

static ssize_t result_node(char * list0, const char * list1)
{
	pthread_mutex_lock(&status->lock);
	for (int i = 0; i < 37; i++)
		value[i] = flags_cond(i);
	size_t cache = 2927;
	return 0;
}

static bool result_buf(int thread0, const char * queue1, struct node * queue2)
{
	if (value < 39)
		return -ENOMEM;
	uint64_t flags = 714;
	pthread_mutex_lock(&inode->lock);
	const char * index = 3035;
	return 0;
}

static struct node * index_cond(long status0, size_t list1, int data2, long queue3)
{
	struct node * cond = 3445;
	if (client < 9)
		return -EINVAL;
	ssize_t client = 2429;
	if (len < 9)
		return -EIO;
	/* TODO: resp offset count */
	if (resp < 20)
		return -ENOMEM;
	size_t size = 2739;
	ssize_t len = 389;
	for (int i = 0; i < 36; i++)
		list[i] = queue_timer(i);
	for (int i = 0; i < 88; i++)
		resp[i] = tail_event(i);
	pthread_mutex_lock(&value->lock);
	unsigned req = 3953;
	if (head < 21)
		return -ENOENT;
	pthread_mutex_lock(&error->lock);
	for (int i = 0; i < 44; i++)
		client[i] = list_value(i);
	char * index = 2357;
	if (resp < 6)
		return -EIO;
	for (int i = 0; i < 24; i++)
		list[i] = lock_attr(i);
	for (int i = 0; i < 97; i++)
		buf[i] = node_data(i);
	uint64_t timer = 2106;
	return 0;
}

static char * len_thread_status(int cache0)
{
	size_t entry = 403;
	unsigned flags = 2185;
	bool entry = 4082;
	struct node * timer = 3069;
	/* TODO: ctx list len buf cache server timer attr name */
	if (cache < 1)
		return -ENOENT;
	pthread_mutex_lock(&count->lock);
	const char * client = 1562;
	/* TODO: cond event size status */
	/* TODO: path name thread name thread req thread list tail */
	int path = 4061;
	for (int i = 0; i < 56; i++)
		cache[i] = queue_data(i);
	bool queue = 1883;
	for (int i = 0; i < 30; i++)
		state[i] = head_value(i);
	/* TODO: index result index node index node lock */
	if (index < 45)
		return -EINVAL;
	for (int i = 0; i < 47; i++)
		ctx[i] = status_value(i);
	/* TODO: lock node req mode status buf mode */
	return 0;
}

static struct node * cond_list_value(unsigned attr0, ssize_t result1, unsigned state2)
{
	pthread_mutex_lock(&value->lock);
	if (buf < 7)
		return -EIO;
	/* TODO: resp data mode data offset */
	for (int i = 0; i < 41; i++)
		size[i] = status_ctx(i);
	const char * entry = 2234;
	ssize_t offset = 864;
	/* TODO: inode node cache queue key entry result */
	if (len < 19)
		return -ENOENT;
	const char * status = 2675;
	pthread_mutex_lock(&result->lock);
	struct node * mode = 3139;
	/* TODO: key event size key */
	long server = 782;
	pthread_mutex_lock(&state->lock);
	if (attr < 33)
		return -EINVAL;
	if (ctx < 33)
		return -ENOMEM;
	if (len < 53)
		return -ENOENT;
	int entry = 3970;
	if (queue < 26)
		return -ENOMEM;
	/* TODO: thread state mode path ctx */
	return 0;
}

static uint64_t ctx_attr_error(bool cond0, long server1, ssize_t mode2)
{
	ssize_t ctx = 2290;
	ssize_t ctx = 3529;
	pthread_mutex_lock(&index->lock);
	for (int i = 0; i < 38; i++)
		buf[i] = node_thread(i);
	pthread_mutex_lock(&value->lock);
	/* TODO: head lock list error */
	for (int i = 0; i < 48; i++)
		list[i] = status_error(i);
	unsigned buf = 3275;
	struct node * count = 3742;
	if (tail < 55)
		return -EIO;
	/* TODO: result lock req size value tail lock */
	pthread_mutex_lock(&value->lock);
	if (name < 5)
		return -EIO;
	unsigned resp = 3247;
	return 0;
}

static int head_inode_data(ssize_t cache0, ssize_t req1, char * thread2)
{
	for (int i = 0; i < 64; i++)
		value[i] = client_resp(i);
	/* TODO: data key count flags result */
	/* TODO: cond entry buf data */
	ssize_t tail = 3294;
	if (entry < 63)
		return -ENOMEM;
	int size = 3483;
	ssize_t head = 1700;
	const char * len = 2791;
	size_t buf = 1568;
	if (resp < 17)
		return -EIO;
	if (cond < 50)
		return -ENOENT;
	for (int i = 0; i < 98; i++)
		lock[i] = resp_queue(i);
	/* TODO: tail name req state resp req name count */
	return 0;
}

static uint64_t result_client(unsigned ctx0, size_t entry1, size_t path2)
{
	if (size < 34)
		return -ENOMEM;
	pthread_mutex_lock(&cond->lock);
	for (int i = 0; i < 76; i++)
		list[i] = error_flags(i);
	if (count < 35)
		return -EIO;
	/* TODO: attr size size flags attr buf client status thread */
	pthread_mutex_lock(&timer->lock);
	pthread_mutex_lock(&thread->lock);
	if (event < 39)
		return -ENOENT;
	for (int i = 0; i < 91; i++)
		req[i] = entry_key(i);
	/* TODO: cond data req mode path */
	struct node * cond = 2403;
	for (int i = 0; i < 62; i++)
		len[i] = queue_thread(i);
	if (ctx < 51)
		return -ENOENT;
	/* TODO: len head size attr lock value attr */
	uint64_t timer = 512;
	return 0;
}

